"""The look of the window at its size: logical-to-real sizes (metrics), colours and font names
(theme; the colour-vision palettes they follow: palettes), loaded fonts and sprites (assets), a
card's printed geometry (card_geometry) and where the table's parts go (layout). The lowest room:
imports nothing else from game.ui."""
