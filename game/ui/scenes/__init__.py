"""The game's scenes. `flow.scene_for_phase` picks the match scene for the engine's phase."""
