-- What the learner needs besides trajectories: feedback, learned (and tracked configured) rules
-- with their evidence and lifecycle history, and per-user statistics.

-- A user's verdict on one answer (dt.feedback). One row per (answer, user): a redelivered item
-- is a no-op. `applied` turns true once its effects (user statistics, the rule use it judges)
-- are counted; feedback that arrives before its trajectory waits for it.
CREATE TABLE IF NOT EXISTS feedback (
    trace_id    char(32) NOT NULL,
    user_id     text NOT NULL DEFAULT '',
    tenant      text NOT NULL DEFAULT '',
    verdict     text NOT NULL CHECK (verdict IN ('wrong', 'right')),
    correction  text NOT NULL DEFAULT '',
    created_at  timestamptz NOT NULL,
    stored_at   timestamptz NOT NULL DEFAULT now(),
    applied     boolean NOT NULL DEFAULT false,
    PRIMARY KEY (trace_id, user_id)
);
CREATE INDEX IF NOT EXISTS feedback_pending ON feedback (trace_id) WHERE NOT applied;

-- Rules the learner mined (origin 'mined') or tracks (origin 'configured': a YAML rule seen
-- answering). `spec` is the RuleSpec as published on rules.state; `dirty` marks a row whose
-- current state still has to be published (an outbox: publish, then clear, in one transaction).
CREATE TABLE IF NOT EXISTS rules (
    rule_id          text PRIMARY KEY,
    tenant           text NOT NULL,
    origin           text NOT NULL CHECK (origin IN ('mined', 'configured')),
    fingerprint      text NOT NULL UNIQUE,
    status           text NOT NULL CHECK (status IN ('candidate', 'shadow', 'active', 'warning',
                                                     'demoted', 'removed', 'rejected')),
    outcome_key      text NOT NULL DEFAULT '',
    spec             jsonb NOT NULL,
    confidence       double precision NOT NULL DEFAULT 1.0,
    baseline         double precision,            -- precision when it was promoted
    uses_since_check integer NOT NULL DEFAULT 0,
    support          integer NOT NULL DEFAULT 0,  -- trajectories it was mined from
    dirty            boolean NOT NULL DEFAULT true,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS rules_tenant_status ON rules (tenant, status);
CREATE INDEX IF NOT EXISTS rules_dirty ON rules (rule_id) WHERE dirty;

-- Provenance: the trajectories a mined rule came from.
CREATE TABLE IF NOT EXISTS rule_sources (
    rule_id   text NOT NULL REFERENCES rules (rule_id) ON DELETE CASCADE,
    trace_id  char(32) NOT NULL,
    PRIMARY KEY (rule_id, trace_id)
);

-- Every judged use of a rule: a live answer (right unless feedback says wrong) or a shadow
-- would-be answer compared with what the slow path answered.
CREATE TABLE IF NOT EXISTS rule_uses (
    rule_id   text NOT NULL REFERENCES rules (rule_id) ON DELETE CASCADE,
    trace_id  char(32) NOT NULL,
    mode      text NOT NULL CHECK (mode IN ('live', 'shadow')),
    correct   boolean NOT NULL,
    at        timestamptz NOT NULL,
    PRIMARY KEY (rule_id, trace_id)
);
CREATE INDEX IF NOT EXISTS rule_uses_recent ON rule_uses (rule_id, at DESC);
CREATE INDEX IF NOT EXISTS rule_uses_trace ON rule_uses (trace_id);

-- The lifecycle history: every status change, who made it and why, with the evidence then.
CREATE TABLE IF NOT EXISTS rule_events (
    id           bigserial PRIMARY KEY,
    rule_id      text NOT NULL REFERENCES rules (rule_id) ON DELETE CASCADE,
    at           timestamptz NOT NULL DEFAULT now(),
    from_status  text,
    to_status    text NOT NULL,
    reason       text NOT NULL,
    actor        text NOT NULL,
    success      double precision,   -- the measured success rate behind the decision
    uses         integer             -- how many judged uses it was measured over
);
CREATE INDEX IF NOT EXISTS rule_events_rule ON rule_events (rule_id, id);

-- Per-user statistics, published on users.state for the classifier's per-user thresholds.
CREATE TABLE IF NOT EXISTS user_stats (
    tenant       text NOT NULL,
    user_id      text NOT NULL,
    feedback     integer NOT NULL DEFAULT 0,
    corrections  integer NOT NULL DEFAULT 0,
    dirty        boolean NOT NULL DEFAULT true,
    updated_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant, user_id)
);

-- The miner reads recent slow-path answers per tenant.
CREATE INDEX IF NOT EXISTS trajectories_slow_recent
    ON trajectories (tenant, answered_at DESC) WHERE path = 'slow' AND status = 'ok';
