"""Markdown extensions of the rulebook format, one per module."""
