"""The match table scene (table_scene) and its parts: what it holds (table_seat), clicks, drags,
the prompt's options, layers drawn over the table, marks and tooltips. May import the match,
overlays and rules rooms."""
