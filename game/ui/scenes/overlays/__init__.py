"""Overlays over any scene: the pass screen, pause menu, card details, dialogs, the large match log.
May import the rules room; the title and settings through the table of scenes."""
