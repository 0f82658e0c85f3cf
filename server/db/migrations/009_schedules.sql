-- Scheduled payments (issue 16): send money to a wallet by mobile number on a weekly or monthly
-- occurrence, authorized once with the transaction PIN at creation. The runner (server/schedules/
-- runner.ts) claims due schedules with FOR UPDATE SKIP LOCKED and records one run per occurrence:
-- the unique (schedule_id, occurrence_at) key makes each occurrence run exactly once, whatever the
-- number of server processes, and the payment's requestId is derived from the same pair.
CREATE TABLE schedules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  service_code text NOT NULL,
  recipient_mobile text NOT NULL CHECK (recipient_mobile ~ '^[0-9]{10}$'),
  recipient_name text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  note text,
  -- {"type":"weekly","week":"MON","startDate":"2026-01-05","endDate":"2026-03-30","time":"09:00"}
  occurrence jsonb NOT NULL CHECK (jsonb_typeof(occurrence) = 'object'),
  locale text NOT NULL CHECK (locale IN ('en', 'ar', 'ku')),
  status text NOT NULL CHECK (status IN ('active', 'paused', 'cancelled', 'finished')),
  -- the next occurrence to run (null once none is left)
  next_run_at timestamptz,
  -- when the PIN authorized it: runs do not ask again
  authorized_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The runner's queue: only active schedules, by when they are due.
CREATE INDEX schedules_due ON schedules (next_run_at, id) WHERE status = 'active';
CREATE INDEX schedules_by_user ON schedules (user_id, created_at DESC, id DESC);

CREATE TABLE schedule_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  schedule_id bigint NOT NULL REFERENCES schedules (id) ON DELETE CASCADE,
  occurrence_at timestamptz NOT NULL,
  request_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'success', 'failure')),
  transaction_public_id text,
  err_code integer,
  message text,
  claimed_at timestamptz NOT NULL,
  finished_at timestamptz,
  UNIQUE (schedule_id, occurrence_at)
);

CREATE INDEX schedule_runs_by_schedule ON schedule_runs (schedule_id, occurrence_at DESC);
-- runs a crashed process left behind, picked up again (the payment's requestId keeps it once)
CREATE INDEX schedule_runs_running ON schedule_runs (claimed_at) WHERE status = 'running';
