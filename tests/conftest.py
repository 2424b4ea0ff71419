"""The helpers beside the tests (playouts.py, xix_support.py) import from any folder."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
