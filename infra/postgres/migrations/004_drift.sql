-- The semantic drift monitor (`dualtrack drift`, seed 000 §4.3): a model's judgement of whether a
-- sampled fast answer addresses its request, one row per judged answer. `source` is what gave
-- the answer: rule:<id>, cache.semantic, or classifier:<model version>. `addresses` is null when
-- the judge's reply said neither yes nor no.
CREATE TABLE IF NOT EXISTS drift_judgements (
    trace_id    char(32) PRIMARY KEY,
    tenant      text NOT NULL,
    source      text NOT NULL,
    addresses   boolean,
    reply       text NOT NULL DEFAULT '',
    judged_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS drift_judgements_source ON drift_judgements (tenant, source, judged_at);

-- What the monitor did about a source whose drift rate passed DT_DRIFT_THRESHOLD, and why.
CREATE TABLE IF NOT EXISTS drift_actions (
    id        bigserial PRIMARY KEY,
    at        timestamptz NOT NULL DEFAULT now(),
    tenant    text NOT NULL,
    source    text NOT NULL,
    action    text NOT NULL,   -- demoted (a rule), frozen (the classifier's threshold), noted
    rate      double precision NOT NULL,
    judged    integer NOT NULL,
    reason    text NOT NULL
);
CREATE INDEX IF NOT EXISTS drift_actions_source ON drift_actions (tenant, source, at);
