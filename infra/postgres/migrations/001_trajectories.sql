-- Every answered request, with the whole envelope: the learner's raw material.
CREATE TABLE IF NOT EXISTS trajectories (
    trace_id      char(32) PRIMARY KEY,
    request_id    text NOT NULL DEFAULT '',
    tenant        text NOT NULL,
    user_id       text NOT NULL DEFAULT '',
    text          text NOT NULL,
    path          text,
    decided_by    text,
    status        text NOT NULL,
    answer_text   text NOT NULL DEFAULT '',
    answer_value  text,
    error_code    text,
    confidence    double precision,
    created_at    timestamptz NOT NULL,
    answered_at   timestamptz NOT NULL,
    latency_ms    double precision NOT NULL,
    hops          jsonb NOT NULL,
    envelope      jsonb NOT NULL,
    stored_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS trajectories_tenant_time ON trajectories (tenant, answered_at);
CREATE INDEX IF NOT EXISTS trajectories_path ON trajectories (path, decided_by);
