"""The menus: title, new match, settings, the first start, and starting or resuming a match
(launch). May import the replays, match, overlays and rules rooms; the online lobby through the
table of scenes."""
