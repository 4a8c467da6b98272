// The Apps layer: see docs/ARCHITECTURE.md.
