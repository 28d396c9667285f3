"""Online play's scenes: the lobby (host, join, the match code) and the match's online HUD.
May import the menus, table, match and overlays rooms; the scene of a phase through the table of
scenes."""
