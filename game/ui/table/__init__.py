"""The match table's widgets: the board (the pitch with both halves, totals, marks), the scoreboard
(one row per club, the clock), the side panels (hands, bench, decks), the prompt panel, the match
log, the choices drawn over the field and the goal, hit areas, and what each engine event looks
like on the table (event_anims).
May import the stage, art, widgets, words and look; never the window or a scene."""
