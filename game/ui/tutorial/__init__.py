"""The guided first match: the lessons' order (lessons.py), texts, targets on screen, tips and
bubbles, and the guide (guide.py) that runs them over the match's scenes; the script they follow
is authored by the developer tool build_spec/make_tutorial.py. It asks scenes through
teachable.py's protocol and may import the window's scene stack and session, the table, stage,
art, widgets, words and look; never a concrete scene or the app (a contract in pyproject)."""
