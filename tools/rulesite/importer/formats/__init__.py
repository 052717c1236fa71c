"""Readers for the input formats; each turns a file's text into revisions.

Every reader module has ``looks_like(text) -> bool`` (cheap, looks at the
start) and ``parse(text, source) -> ParsedFile``; :mod:`..detect` picks one.
All but the MDX reader also take the text in pieces and a ``keep`` function
that each revision goes through as soon as it is read (see :mod:`..store`).
"""
