"""Layer 1: the rules of every game. Pure Python, standard library only; knows nothing of Qt or time."""
