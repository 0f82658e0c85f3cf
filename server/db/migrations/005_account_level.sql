-- Temporary accounts: a self-registered account is TEMPORARY (limited) until its holder's
-- identity is verified; accounts made by the operator (the demo users) are FULL. Existing rows
-- take the default: every account of an older database was seeded, or signed up before the
-- distinction existed and is kept as it was.
ALTER TABLE users ADD COLUMN account_level text NOT NULL DEFAULT 'FULL'
  CHECK (account_level IN ('FULL', 'TEMPORARY'));
