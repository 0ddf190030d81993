"""Layer 5: the views' Python side."""
