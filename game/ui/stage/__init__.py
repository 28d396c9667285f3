"""The stage that times events into presentation: the animator (anim: steps, beats, easing, the
presented state, the camera's push and shake, reduce motion), banners, the full-screen shot (its
state, the stage and its camera, the boards and totals, the big words) and the kick stage with
their steps, and the crowd's mood that follows the presentation (moods). May import the art,
widgets, words, look, audio and the controllers' types; never the table, the window, a scene or
the tutorial (a contract)."""
