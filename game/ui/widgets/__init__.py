"""The shared widgets: panels, text that fits and wraps, buttons and menus (basic), smoked glass and
soft shadows (glass), springs, key hints, the notice, the text field, the volume slider, and the
marks that tell roles, lines, sides and control states apart without colour (marks). May import
game.ui.look, game.ui.words and game.ui.audio's cue bus; never art, the stage, the table, a scene or
the window."""
