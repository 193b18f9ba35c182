"""Data shipped inside the package, so that the main job needs no download and no extra
library: the handwritten digits (see DIGITS.md for their source and licence)."""
