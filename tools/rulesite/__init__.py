"""Build-time tooling for the rules-help site (never shipped to the browser).

- :mod:`rulesite.plugin`: the MkDocs plugin that turns ``rulebooks/`` into pages;
- :mod:`rulesite.markdown`: the Markdown extensions (rule paragraphs, examples, tables);
- :mod:`rulesite.wheel`: builds the engine wheel for Pyodide;
- :mod:`rulesite.importer`: reads wiki dumps into rulebook drafts.
"""

__version__ = "0.1.0"
