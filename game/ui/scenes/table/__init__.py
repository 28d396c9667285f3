"""The match table scene (table_scene) and its parts: what it holds (table_seat), clicks, drags,
the prompt's options, layers drawn over the table, marks and tooltips, and the penalty's choice
on the full-screen stage (table_penalty). May import the match, overlays and rules rooms."""
