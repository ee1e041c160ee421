"""Thin Qt models over the engine."""
