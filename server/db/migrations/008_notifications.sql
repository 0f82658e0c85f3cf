-- The notification centre (requirements#notifications): what happened to a user's account —
-- transactions (both parties), security changes (password, PIN, two-factor) and offers — with the
-- title and body written per language by the server (en, ar, ku), newest first, read or unread.
CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('TRANSACTION', 'SECURITY', 'PROMOTION')),
  -- requirements#alert-levels: 0 danger, 1 success, 2 warning, 3 primary, 4 info
  alert_level smallint NOT NULL CHECK (alert_level BETWEEN 0 AND 4),
  title jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object'),
  -- the transaction it is about (its public id), to open the transaction's view
  transaction_public_id text CHECK (transaction_public_id ~ '^TX[0-9]{18}$'),
  created_at timestamptz NOT NULL,
  read_at timestamptz
);

-- A user's page, newest first, of every category or of one.
CREATE INDEX notifications_by_user ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_by_user_category ON notifications (user_id, category, created_at DESC, id DESC);
-- The bell's count: only the unread rows are indexed.
CREATE INDEX notifications_unread_by_user ON notifications (user_id, category) WHERE read_at IS NULL;
