-- Card payments through the sandbox payment gateway (requirements#payment-results): a load-money
-- by card hands off to the gateway's card page, which asks for the card and a 3-D-Secure-like
-- code and returns with a signed callback. Of the card only the last four digits are ever kept;
-- the code only as an HMAC. The wallet is credited once, by the transaction whose requestId is
-- the session's (transactions.request_id), when the verified success callback comes back.
CREATE TABLE card_payment_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id text NOT NULL UNIQUE CHECK (public_id ~ '^CP[A-Za-z0-9_-]{22}$'),
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  service_code text NOT NULL,
  -- the wizard's Submit key: the same Submit again answers this session
  request_id text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor bigint NOT NULL CHECK (fee_minor >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- created: waits for the card; awaiting_otp: waits for the code; authorized: the gateway took
  -- the money, the callback credits; completed: credited; failed: declined, cancelled, expired
  status text NOT NULL CHECK (status IN ('created', 'awaiting_otp', 'authorized', 'completed', 'failed')),
  card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  otp_hash text,
  otp_attempts_left integer NOT NULL DEFAULT 0 CHECK (otp_attempts_left >= 0),
  otp_resend_at timestamptz,
  otp_expires_at timestamptz,
  failure_reason text CHECK (failure_reason IN ('declined', 'insufficientFunds', 'otpAttempts', 'cancelled', 'expired', 'refused')),
  -- the ledger's transaction (transactions.public_id) once credited
  transaction_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  UNIQUE (user_id, request_id)
);
CREATE INDEX card_payment_sessions_by_user ON card_payment_sessions (user_id, created_at DESC);
