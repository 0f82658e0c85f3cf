-- Contact us (requirements#contact-us): captcha challenges and the messages sent with them.
-- A challenge keeps only an HMAC of its answer; it is used up by the first message sent with it
-- (used_at), right or wrong, and refused after expires_at.
CREATE TABLE captcha_challenges (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('image', 'question')),
  answer_hmac text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX captcha_challenges_expiry ON captcha_challenges (expires_at);

-- Messages are stored as typed (markup is text) within the contract's bounds.
CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  category text NOT NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text CHECK (email IS NULL OR char_length(email) <= 254),
  mobile text CHECK (mobile IS NULL OR mobile ~ '^[0-9]{10}$'),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 150),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
  CHECK (email IS NOT NULL OR mobile IS NOT NULL),
  created_at timestamptz NOT NULL
);

-- The support inbox is the sandbox outbox: a contact message is an e-mail to support.
ALTER TABLE outbox DROP CONSTRAINT outbox_purpose_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_purpose_check
  CHECK (purpose IN ('activation', 'password_reset', 'pin_reset', 'notice', 'transaction', 'support'));
