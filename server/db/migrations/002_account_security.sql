-- Account security (issue 3): sign-up and activation, password and PIN recovery, two-factor
-- setup with recovery codes, profile photographs, and the outbox of messages the sandbox "sent".

ALTER TABLE users ADD COLUMN pin_hash text;
-- A secret made by generate2FA that is not enabled until a code from it is verified.
ALTER TABLE users ADD COLUMN totp_pending_secret_enc text;
ALTER TABLE users ADD COLUMN activated_at timestamptz;
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;

-- The access token handed out by registration (requirements#sign-up: kept as the access token)
-- names the pending account, so 'activation' sessions carry a user like challenges do.
ALTER TABLE sessions DROP CONSTRAINT sessions_kind_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_kind_check CHECK (kind IN ('access', 'challenge', 'user', 'activation'));
ALTER TABLE sessions DROP CONSTRAINT sessions_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_user_matches_kind CHECK ((kind = 'access') = (user_id IS NULL));
ALTER TABLE sessions DROP CONSTRAINT sessions_revoked_reason_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_revoked_reason_check
  CHECK (revoked_reason IN ('logout', 'logout_all', 'consumed', 'too_many_codes', 'password_reset', 'password_changed'));

-- One-time codes sent by SMS or e-mail. Only a hash of the code is kept; request_id is the
-- opaque handle the client holds (its SHA-256 is stored, like session tokens).
CREATE TABLE otp_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_hash text NOT NULL UNIQUE,
  -- null for a request about an account that does not exist (answered alike, never verifies)
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('activation', 'pin_reset')),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  resend_available_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL,
  -- set when used, replaced by a resend, or out of attempts
  closed_at timestamptz,
  closed_reason text CHECK (closed_reason IN ('used', 'replaced', 'attempts')),
  CHECK ((closed_at IS NULL) = (closed_reason IS NULL))
);
CREATE INDEX otp_requests_open_by_user ON otp_requests (user_id, purpose) WHERE closed_at IS NULL;

-- Password-reset links (requirements#security-policy: valid 60 minutes by default); work once.
CREATE TABLE password_reset_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  link_hash text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- One-time recovery codes for two-factor sign-in; hashed, each usable once.
CREATE TABLE recovery_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  UNIQUE (user_id, code_hash)
);

CREATE TABLE user_photos (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  mime_type text NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png', 'image/jpg')),
  data bytea NOT NULL CHECK (octet_length(data) <= 2000000),
  updated_at timestamptz NOT NULL
);

-- Every e-mail and SMS the sandbox "sent", for testers (the sandbox page) and tests (the API).
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  purpose text NOT NULL CHECK (purpose IN ('activation', 'password_reset', 'pin_reset', 'notice')),
  subject text NOT NULL,
  body text NOT NULL,
  -- the machine-readable part tests use: the code, or the link and its link data
  otp text,
  link text,
  link_data text,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_by_recipient ON outbox (recipient, id DESC);
