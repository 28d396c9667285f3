"""The game's scenes, in rooms: rules (the rules pages), overlays (pause, pass, details, dialogs,
the large log), match (the match's base and the draft, line-up, half-time and shoot-out scenes),
table (the table scene and its parts), replays, result (the full-time screen), menus (title, new
match, settings, first start, starting and resuming matches) and online. A room imports rooms
below it in that order directly, and the title, the settings, the online lobby and the scene of
the next phase through game.ui.window.scene_table; `cast.py` fills that table at start."""
