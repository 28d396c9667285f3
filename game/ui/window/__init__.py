"""The window itself: the app (the pygame window, its loop, resizing, the notice), the scene stack
and the `Host` protocol scenes talk to (scene), the match in play (session: controller, animator,
sound) and the table of scenes (scene_table), filled at start, through which the window and the
scenes open scenes of rooms above them. Imports the rooms below it; never a scene."""
