"""The rules reference: its pages, pictures, the keys page and the help scene that shows them.
The lowest room of scenes: imports no other scene."""
