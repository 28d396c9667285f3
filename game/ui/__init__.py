"""The pygame-ce window: a scene stack, the table, input, animation and sound.

The UI only turns input into engine actions and draws views and events (see controller.py)."""
