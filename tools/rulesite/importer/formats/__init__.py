"""Readers for the input formats; each turns a file's text into revisions.

Every reader module has ``looks_like(text) -> bool`` (cheap, looks at the
start) and ``parse(text, source) -> ParsedFile``; :mod:`..detect` picks one.
"""
