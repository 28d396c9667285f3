"""Online play's scenes: the shared frame and the start of an online match (online_board), the
lobby (host, join, the match code: online), internet play through the mailbox server and relay
(online_internet) and the match's online HUD. May import the menus, table, match and overlays
rooms; the scene of a phase through the table of scenes."""
