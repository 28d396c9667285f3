"""The replays: the browser (list, record against each level) and the player (referee's seat,
controls). May import the match, overlays and rules rooms."""
