"""Layer 2: computer players and the odds coach; they decide from a seat's observation only."""
