"""The table's sounds, in step with its animations, and the library that plays them."""
