"""The match's scenes: the base every match scene shares (MatchBase: the view, acting, the pass
screen, the phase's scene through the table of scenes) and the draft, line-up, half-time (with
its first-half card: halftime_summary) and shoot-out scenes. May import the overlays and rules
rooms."""
