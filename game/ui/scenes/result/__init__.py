"""The full-time screen: the result scene, its hero (trophy, rain, handshake) and its charts.
May import the replays, match, overlays and rules rooms; the title and the next match through the
table of scenes."""
