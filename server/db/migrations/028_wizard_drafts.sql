-- requirements#wizard-drafts: a service wizard left midway, kept for its user: one row per user and
-- service page, the step, the steps walked and the values entered (never a secret: the server
-- strips them before the insert). Expired rows are never answered and are purged on the next save.
CREATE TABLE wizard_drafts (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  page_id text NOT NULL,
  step_index integer NOT NULL,
  history jsonb NOT NULL,
  draft_values jsonb NOT NULL,
  saved_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  UNIQUE (user_id, page_id)
);
CREATE INDEX wizard_drafts_by_expiry ON wizard_drafts (expires_at);
