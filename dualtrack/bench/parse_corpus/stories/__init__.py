"""The stories corpus (data/parse/stories/): one-step computations inside short stories, written by
hand in Chinese and English, each gold beside the expression that recomputes it.

`python -m dualtrack.bench.parse_corpus.stories` rewrites data/parse/stories/{dev,heldout}.jsonl;
see data/parse/stories/README.md for the conventions and the split.
"""
