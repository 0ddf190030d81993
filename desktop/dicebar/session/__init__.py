"""Layer 4: QtCore objects that wrap a game for the views."""
