"""The pygame-ce window, in rooms by job (each folder's `__init__` says what it holds and what it
may import; pyproject's [tool.importlinter] checks it, lowest room last):

- `main.py` starts the window; `selftest.py` is the headless check of a shipped build;
- `scenes/`: every screen, in rooms of their own (match, table, result, replays, menus, online,
  overlays, rules) and `scenes/cast.py`, the phase -> scene table the start registers;
- `tutorial/`: the guided first match (lessons, tips, the guide);
- `window/`: the window itself (app.py), the scene stack (scene.py), the match in play
  (session.py) and the table of scenes (scene_table.py) through which it and the scenes find scenes;
- `table/`: the match table's widgets (the board, side panels, prompt, log, choices, hit areas)
  and what each engine event looks like on it; `menus/`: the menus' boards and backdrop;
- `stage/`: timing events into pictures (the animator, banners, the shot and kick stages, the
  crowd's mood);
- `art/`: pure drawing from data (stadium, pitch, cards and their figures, goal, crest,
  celebration); `control/`: what faces game.ai and game.net (the controllers, privacy, agents);
- `widgets/`: shared widgets (buttons, menus, text that fits, glass, springs, key hints, notices);
  `words/`: the names and sentences the window shows; `audio/`: sound; `look/`: sizes, colours,
  fonts, images and the table's layout.

The UI only turns input into engine actions and draws views and events (see control/controller.py)."""
