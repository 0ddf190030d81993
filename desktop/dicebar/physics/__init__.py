"""Layer 3: throw simulation for the animation (no Qt).

- `table`: the table in metres (felt, rails, seats clockwise from the near side, throwing area, the die and the
  materials), one source of truth for the physics and the 3D scene (`table_for(seats).to_json()`).
- `throw`: `plan_throw(values, seed, ...)` simulates the dice with MuJoCo first, then turns each die's face
  labels so that the face ending on top shows the model's value; per-frame poses, contact events for sounds,
  cocked dice. `Obstacle` for things already lying on the felt.
- `moves`: `plan_moves(starts, ends, ...)`, eased arcs for dice, tokens and chips travelling across the table.
"""
