-- Payment services: the transactions the service forms submit,
-- who sees each one, saved recipients, linked bank accounts, uploaded files, the transaction PIN's
-- lock and loyalty points. Money itself stays on the double-entry ledger of 001_init.sql: a
-- transaction row describes an entry (or, for a refused or money-less one, none).

-- One row per executed submit. (initiator, request_id) makes a retried submit find its first
-- result instead of posting twice; body_hash (SHA-256 of the canonical body without secrets)
-- tells a retry from a different request reusing the id.
CREATE TABLE transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id text NOT NULL UNIQUE CHECK (public_id ~ '^TX[0-9]{18}$'),
  initiator_user_id bigint NOT NULL REFERENCES users (id),
  service_code text NOT NULL CHECK (service_code ~ '^[A-Z0-9_]{1,64}$'),
  request_id text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  body_hash text NOT NULL,
  -- requirements#transaction-status: 0 pending, 1 success, 2 fail
  status smallint NOT NULL CHECK (status IN (0, 1, 2)),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  fee_minor bigint NOT NULL CHECK (fee_minor >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  counterparty_name text,
  counterparty_identifier text,
  -- null when no money moved (a failed or money-less transaction)
  entry_id bigint UNIQUE REFERENCES journal_entries (id),
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  status_message text,
  -- the initiator's main balance right after it (the receipt's balanceAfter)
  balance_after_minor bigint,
  created_at timestamptz NOT NULL,
  UNIQUE (initiator_user_id, request_id),
  CHECK ((entry_id IS NULL) = (status = 2 OR amount_minor + fee_minor = 0))
);

-- Both sides of a transaction (and every recipient of a disbursement) see it in their report.
-- Amounts are as that party sees them: the payer's amount and fee, a payee's credit.
CREATE TABLE transaction_parties (
  transaction_id bigint NOT NULL REFERENCES transactions (id),
  user_id bigint NOT NULL REFERENCES users (id),
  direction text NOT NULL CHECK (direction IN ('debit', 'credit', 'none')),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  fee_minor bigint NOT NULL CHECK (fee_minor >= 0),
  counterparty_name text,
  counterparty_identifier text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (transaction_id, user_id, direction)
);
CREATE INDEX transaction_parties_by_user ON transaction_parties (user_id, created_at DESC, transaction_id DESC);

-- Saved recipients: favourites (saved by the favourites service) and beneficiaries.
CREATE TABLE beneficiaries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('favourite', 'beneficiary')),
  nickname text NOT NULL CHECK (length(nickname) BETWEEN 1 AND 64),
  mobile text NOT NULL CHECK (mobile ~ '^[0-9]{10}$'),
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, kind, mobile)
);

-- Bank accounts a user linked (link-bank-account); bank services move money through them.
CREATE TABLE linked_bank_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bank_code text NOT NULL CHECK (bank_code ~ '^[A-Z]{4}$'),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{12}$'),
  account_name text NOT NULL,
  statement_file_id bigint,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, bank_code, account_number)
);

-- Files sent to adapter/v1/fileupload (requirements#validation-file: at most 2,000,000 bytes).
-- public_id is what the client holds; only the owner can use a file.
CREATE TABLE uploaded_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  owner_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  mime_type text NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png', 'application/pdf', 'text/csv')),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 2000000),
  sha256 text NOT NULL,
  data bytea NOT NULL CHECK (octet_length(data) = size),
  created_at timestamptz NOT NULL
);
ALTER TABLE linked_bank_accounts ADD CONSTRAINT linked_bank_accounts_statement_fk
  FOREIGN KEY (statement_file_id) REFERENCES uploaded_files (id) ON DELETE SET NULL;

-- Wrong transaction PINs in a row; the fifth locks the services for a while.
CREATE TABLE transaction_pin_state (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  failed_attempts integer NOT NULL CHECK (failed_attempts >= 0),
  locked_until timestamptz
);

-- Loyalty points (not money: redeeming them credits IQD from the loyalty pool on the ledger).
CREATE TABLE loyalty_points (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  points bigint NOT NULL CHECK (points >= 0)
);

-- Transaction codes: an OTP sent to the payer of an agent-initiated transaction, bound to that
-- transaction (context: a hash of initiator, service, requestId, payer and amount).
ALTER TABLE otp_requests ADD COLUMN context text;
ALTER TABLE otp_requests DROP CONSTRAINT otp_requests_purpose_check;
ALTER TABLE otp_requests ADD CONSTRAINT otp_requests_purpose_check
  CHECK (purpose IN ('activation', 'pin_reset', 'transaction'));
CREATE INDEX otp_requests_open_by_context ON otp_requests (context) WHERE closed_at IS NULL AND context IS NOT NULL;
ALTER TABLE outbox DROP CONSTRAINT outbox_purpose_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_purpose_check
  CHECK (purpose IN ('activation', 'password_reset', 'pin_reset', 'notice', 'transaction'));

-- Test-only service forms installed through the sandbox content tool, by page id; the seeded
-- forms live in the code (server/seed/services) and are never stored.
CREATE TABLE service_form_overrides (
  page_id text PRIMARY KEY CHECK (page_id ~ '^[A-Z][A-Z0-9_]{0,63}$'),
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);
