"""Computer opponents. An agent sees only its side's view and the engine's sampling helper."""
