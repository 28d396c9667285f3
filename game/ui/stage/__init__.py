"""The stage that times events into presentation: the animator (anim: steps, beats, easing, the
presented state), banners, the shot and kick stages with their steps, and the crowd's mood that
follows the presentation (moods). May import the art, widgets, words, look, audio and the
controllers' types; never the table, the window, a scene or the tutorial (a contract)."""
