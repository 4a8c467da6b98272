// The Core layer: see docs/ARCHITECTURE.md.
