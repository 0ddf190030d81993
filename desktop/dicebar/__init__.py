"""Dice Bar: the classic bar and pub dice games on a 3D table."""

__version__ = "0.1.0"
