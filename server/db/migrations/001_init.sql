-- Initial schema of the sandbox back end. Runs unchanged on PGlite and PostgreSQL.
-- Times are timestamptz written by the application's clock (so tests can move time);
-- money is bigint minor units (requirements#constants-currency: 2 decimal places).

CREATE TABLE sandbox_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

-- Category keys and wallet kinds mirror src/api/contract/categories.ts.
CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_identifier text NOT NULL UNIQUE,
  login text NOT NULL UNIQUE CHECK (login = lower(login) AND length(login) BETWEEN 1 AND 64),
  email text,
  phone text,
  category text NOT NULL
    CHECK (category IN ('consumer', 'agent', 'superAgent', 'csr', 'merchant', 'enterprise', 'vendor')),
  wallet_kind text NOT NULL
    CHECK (wallet_kind IN ('CUSTOMER', 'AGENT', 'SUPERAGENT', 'MERCHANT', 'ENTERPRISE', 'AGENT_MERCHANT', '')),
  sub_type text CHECK (sub_type IN ('CHAIN_STORE_MERCHANT', 'MINI_HOUSTON', 'BRANCH', 'TELLER')),
  full_name_en text NOT NULL,
  full_name_ar text NOT NULL,
  locale text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending_activation', 'locked')),
  password_hash text NOT NULL,
  totp_secret_enc text,
  totp_enabled boolean NOT NULL DEFAULT false,
  -- The last accepted TOTP time step: a code is accepted once (replay protection).
  totp_last_step bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT totp_enabled OR totp_secret_enc IS NOT NULL)
);

-- Public client credentials of the portal build (login and content service), one pair per category.
CREATE TABLE api_clients (
  client_id text PRIMARY KEY,
  secret_hash text NOT NULL,
  category text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('login', 'cms'))
);

-- Server-side sessions; only the SHA-256 of a token is stored.
CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('access', 'challenge', 'user')),
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text CHECK (revoked_reason IN ('logout', 'logout_all', 'consumed', 'too_many_codes')),
  failed_attempts integer NOT NULL DEFAULT 0,
  ip text,
  user_agent text,
  CHECK ((kind = 'access') = (user_id IS NULL)),
  CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL))
);
CREATE INDEX sessions_live_by_user ON sessions (user_id) WHERE revoked_at IS NULL;
CREATE INDEX sessions_by_expiry ON sessions (expires_at);

-- Fixed-window counters shared by every process that uses the database.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  count integer NOT NULL
);

CREATE TABLE site_settings (
  site_id integer NOT NULL,
  category_code text NOT NULL,
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (site_id, category_code)
);

CREATE TABLE languages (
  id integer PRIMARY KEY,
  locale text NOT NULL UNIQUE,
  name text NOT NULL,
  icon text,
  rtl boolean NOT NULL,
  is_active boolean NOT NULL,
  is_default boolean NOT NULL,
  api_code text NOT NULL UNIQUE,
  sort_order integer NOT NULL,
  CHECK (NOT is_default OR is_active)
);
CREATE UNIQUE INDEX languages_single_default ON languages ((true)) WHERE is_default;

-- Double-entry ledger: an entry's postings sum to zero per currency; balances are sums of postings.
CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id),
  code text NOT NULL UNIQUE,
  pouch_type text NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$')
);
CREATE INDEX ledger_accounts_by_user ON ledger_accounts (user_id);

CREATE TABLE journal_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  description text NOT NULL,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id bigint NOT NULL REFERENCES journal_entries (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0)
);
CREATE INDEX postings_by_account ON postings (account_id);
CREATE INDEX postings_by_entry ON postings (entry_id);

-- Checked at COMMIT (deferred), once all of an entry's postings exist. The same function guards
-- both tables so an entry inserted without any postings is rejected too.
CREATE FUNCTION ledger_assert_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target bigint;
  posting_count integer;
  unbalanced record;
BEGIN
  IF TG_TABLE_NAME = 'journal_entries' THEN
    target := NEW.id;
  ELSE
    target := NEW.entry_id;
  END IF;
  SELECT count(*) INTO posting_count FROM postings WHERE entry_id = target;
  IF posting_count < 2 THEN
    RAISE EXCEPTION 'journal entry % needs at least two postings', target USING ERRCODE = 'check_violation';
  END IF;
  SELECT a.currency, sum(p.amount_minor) AS total INTO unbalanced
    FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
    WHERE p.entry_id = target
    GROUP BY a.currency
    HAVING sum(p.amount_minor) <> 0
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % is unbalanced: % postings sum to %', target, unbalanced.currency, unbalanced.total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER postings_balanced
  AFTER INSERT ON postings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_assert_entry_balanced();
CREATE CONSTRAINT TRIGGER journal_entries_balanced
  AFTER INSERT ON journal_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_assert_entry_balanced();

-- History is never rewritten: corrections are new, reversing entries.
CREATE FUNCTION ledger_reject_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION ledger_reject_rewrite();
CREATE TRIGGER postings_no_truncate BEFORE TRUNCATE ON postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_reject_rewrite();
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_reject_rewrite();
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_reject_rewrite();
-- Changing an account's currency would silently unbalance every entry that touched it.
CREATE TRIGGER ledger_accounts_frozen BEFORE UPDATE OF currency, user_id ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_reject_rewrite();
