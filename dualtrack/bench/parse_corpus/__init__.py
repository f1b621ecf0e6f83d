"""The benchmark corpus for `dualtrack bench parse`, written independently of the parser.

`python -m dualtrack.bench.parse_corpus` rewrites data/parse/dev.jsonl and heldout.jsonl; see
data/parse/README.md for the sources, categories and gold conventions.
"""
