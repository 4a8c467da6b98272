// The Runtime layer: see docs/ARCHITECTURE.md.
