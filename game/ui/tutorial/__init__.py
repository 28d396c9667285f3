"""The guided first match's lessons: texts, targets on screen, and the developer tool that
authors the script (make_script.py)."""
