-- The tool sample library (services/learner/tool_samples.py, seed 001): each successful tool
-- call with the request it answered. `args`: the call as made (the schema's types, defaults
-- filled); `sources`: per parameter how the request gave it ({"how": "read"|"default"|"said",
-- "span": [start, end], "written": "..."}); `template`: `tool:<name>` when the tool's schema
-- reads every parameter again from a request, else the parameters it does not read
-- (`tool:<name>;said=window`). The miner groups the model's calls (`filled_by` 'llm') by
-- template and wording into tool rules (tool_mining.py).
CREATE TABLE IF NOT EXISTS tool_samples (
    trace_id     char(32) PRIMARY KEY,
    tenant       text NOT NULL,
    text         text NOT NULL,
    tool         text NOT NULL,
    args         jsonb NOT NULL,
    sources      jsonb NOT NULL,
    template     text NOT NULL,
    filled_by    text NOT NULL,
    lang         text NOT NULL DEFAULT 'en',
    answered_at  timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS tool_samples_by_model ON tool_samples (tenant, answered_at DESC)
    WHERE filled_by = 'llm';
