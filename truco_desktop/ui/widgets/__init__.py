"""Widgets around the felt: call bar, scoreboard, side panel, the table widget."""
