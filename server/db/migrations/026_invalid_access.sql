-- requirements#invalid-access: a denied component access, recorded by the server (who, what, when)
-- so support sees it in the sandbox, not only in the browser's console. The category is the
-- session's, never what the browser claims; no user data beyond the account's id.
CREATE TABLE invalid_accesses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL,
  route text NOT NULL CHECK (char_length(route) BETWEEN 1 AND 200),
  reason text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX invalid_accesses_newest ON invalid_accesses (created_at DESC);
