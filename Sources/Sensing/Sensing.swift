// The Sensing layer: see docs/ARCHITECTURE.md.
