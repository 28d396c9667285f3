"""The guided first match's lessons: their order (lessons.py), texts and targets on screen; the
script they follow is authored by the developer tool build_spec/make_tutorial.py."""
