"""The sizes of the things on the table besides the dice (dicebar.physics.table.DieSpec), metres.

One source for the scenes that lay them out (where a cup may stand, what a throw must avoid), the camera that
keeps them in view (dicebar.ui.camera), the meshes (dicebar.ui.cup_geometry, dicebar.ui.dice_geometry) and the
QML that draws them (dicebar.ui.qml_types.TableSizes hands them over in the scene's centimetres).
"""

from __future__ import annotations

SCENE_SCALE = 100.0  # scene units per metre: the Qt Quick 3D scene is in centimetres


def centimetres(metres: float) -> float:
    """A size in the scene's units, without the float noise of the product (0.036 m is 3.6 cm, not 3.5999...)."""
    return round(metres * SCENE_SCALE, 9)


# The dice cup of the pip games: a 10 cm bar dice cup, flaring from 7.2 cm across the foot to 8.6 cm across the
# mouth, its leather 3.2 mm thick.
CUP_HEIGHT = 0.1
CUP_FOOT = 0.036  # the standing cup's foot radius: its front edge must show over the near rail
CUP_RADIUS = 0.043  # the cup's mouth
CUP_WALL = 0.0032

# A PeekPoker player's own cup, turned down over their dice: smaller, its foot 0.84 of its mouth.
PEEK_CUP_HEIGHT = 0.075
PEEK_CUP_RADIUS = 0.034
PEEK_CUP_FOOT = PEEK_CUP_RADIUS * 0.84
PEEK_CUP_WALL = 0.0025

# Aces in the Pot's brass tokens; a seat's stack stands at this fraction of its rail point from the middle.
TOKEN_RADIUS = 0.011
TOKEN_THICKNESS = 0.003
TOKEN_STACK = 0.8
# PeekPoker's chips: a 39 mm casino chip, in these denominations (smallest first).
CHIP_RADIUS = 0.0195
CHIP_THICKNESS = 0.0033
CHIP_DENOMINATIONS = (1, 5, 25, 100)
# A chip stack of several denominations stands as columns around its middle, each this many chip radii out (two
# columns side by side, three or four in a cluster).
CHIP_PAIR_SPREAD = 1.02
CHIP_CLUSTER_SPREAD = 1.18
