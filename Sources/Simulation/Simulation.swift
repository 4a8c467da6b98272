// The Simulation layer: see docs/ARCHITECTURE.md.
