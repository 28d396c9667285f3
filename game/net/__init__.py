"""Network play: two coaches on two computers; the host runs the engine (issue #26)."""
