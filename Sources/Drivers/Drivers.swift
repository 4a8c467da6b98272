// The Drivers layer: see docs/ARCHITECTURE.md.
