"""The art that paints the world, purely from data: the stadium and its floodlights, the pitch,
the cards (faces, names, figures), the goal with its keeper and kicker (footballer, the shapes
of their limbs in limbs), the crest, the celebrations, the clubs' crests (club_crest) and the
kits the two sides wear in the match on screen (kits), the ink each club's name is written in
(club_ink), and the colour-vision setting's preview
(palette_preview). It may import game.ui.look, game.ui.words and game.ui.widgets; never the
stage, the table, a scene, a controller or the window (a contract in pyproject)."""
