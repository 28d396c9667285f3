"""Magic Number Eleven — a two-player football tactics card game."""

__version__ = "0.1.0"
