"""The wiki importer: wiki dumps, feeds and rules pages into rulebook drafts.

Entry points:

- ``python -m rulesite import FILE... --out DIR`` (:mod:`.cli`);
- :func:`rulesite.importer.pipeline.import_files` for code and tests;
- :func:`rulesite.importer.site.draft_pages` for the site build.

The pipeline: :mod:`.detect` reads a file and recognises its format, a module in
:mod:`.formats` splits it into :class:`~.model.Revision` records, :mod:`.pages`
groups them into pages, :mod:`.wikitext` / :mod:`.mdx` convert each revision to
Markdown (raw HTML through :mod:`.sanitize`), :mod:`.report` compares revisions
and :mod:`.drafts` writes one draft folder per page and language.
"""
