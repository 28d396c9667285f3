"""The executable's entry point (PyInstaller analyses this file)."""

import multiprocessing
import sys

from game.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
