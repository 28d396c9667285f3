"""The shared widgets: panels, text that fits and wraps, buttons and menus (basic), smoked glass
and soft shadows (glass), springs, key hints, the notice, the text field and the volume slider.
May import game.ui.look, game.ui.words and game.ui.audio's cue bus; never art, the stage, the
table, a scene or the window."""
