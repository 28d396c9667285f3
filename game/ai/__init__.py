"""Computer opponents. An agent sees only its side's view and the engine's sampling helper.

- easy.py      Easy: legal moves with light sense (any star, builds toward attack, always shoots, careless synergy).
- normal.py    Normal: one-turn lookahead with exact shot odds and a static evaluation.
- hard.py      Hard: a two-turn lookahead over sampled deals (a fixed count) of Normal's best options, scored by
               a value model learned from self-play (value_model.py, value_features.py, lookahead.py).
- odds.py      exact shot odds, the one function for the shot hint (`hint_band`) and the levels.
- evaluate.py  a position's worth from exact odds; features.py: icon features, updated locally.
- playout.py   Normal's judgement on a sampled State (Hard's playouts only).
- lookahead.py the rest of a turn and the reply played out, shots counted by their exact chance.
- knowledge.py card values, measured star strengths, the penalty-kick equilibrium.
- viewtools.py helpers that read a View; worker.py: run a decision off the UI thread (Hard's in a
               separate process, search_process.py, terminated at once on cancel).
- registry.py  agents by name ("random", "easy", "normal", "hard"); scripted.py: the guided match's opponent.

The bench's extra level (game/bench/tuned.py) and the value model's fit (game/bench/train_value.py)
are developer tools and do not ship.
"""
