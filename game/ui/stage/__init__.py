"""The stage that times events into presentation: the animator (anim: steps, beats, easing, the
presented state, the camera's push and shake, reduce motion), banners, the full-screen shot (its
state, the stage and its camera, its still layers (shot_layers), a tackle's morph into the penalty
(shot_morph), the boards and totals, the big words), the kick stage with
their steps, the penalty's choice on that same stage (penalty_stage) with its TV plate
(penalty_plate), and the crowd's mood that follows the presentation (moods). May import the art,
widgets, words, look, audio and the controllers' types; never the table, the window, a scene or
the tutorial (a contract)."""
