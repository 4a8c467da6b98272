// The Linux layer: see docs/ARCHITECTURE.md.
