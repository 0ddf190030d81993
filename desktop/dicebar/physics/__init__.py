"""Layer 3: throw simulation for the animation (no Qt)."""
