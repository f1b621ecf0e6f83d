-- Trust of fast sources corrected lately (dtlib/trust.py), published on trust.state: a rule
-- ('rule:<id>') or an operation kind the reader computes ('op:<op>'), per tenant. A correction
-- sets right_since to 0; each judged use that agrees with the slow path since adds one.
-- `dirty` is the outbox mark, as for rules and user_stats.
CREATE TABLE IF NOT EXISTS trust (
    tenant        text NOT NULL,
    source        text NOT NULL,
    right_since   integer NOT NULL DEFAULT 0,
    corrected_at  timestamptz NOT NULL,
    reason        text NOT NULL DEFAULT '',
    dirty         boolean NOT NULL DEFAULT true,
    updated_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant, source)
);
CREATE INDEX IF NOT EXISTS trust_dirty ON trust (tenant, source) WHERE dirty;
