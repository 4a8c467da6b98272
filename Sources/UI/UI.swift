// The UI layer: see docs/ARCHITECTURE.md.
