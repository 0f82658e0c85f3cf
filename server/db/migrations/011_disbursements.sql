-- Bulk disbursement batches (requirements#bulk-disbursement): one row per file an enterprise paid
-- from, and one per line of it with its result. The payment itself is one transaction of the
-- ledger (transactions.public_id); a refused row is recorded with its reasons and paid nothing.
CREATE TABLE disbursement_batches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id text NOT NULL UNIQUE CHECK (public_id ~ '^DB[0-9]{12}$'),
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the client's key for the submit: the same key again answers this batch and pays nothing
  request_id text NOT NULL,
  file_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'partial', 'refused')),
  transaction_public_id text,
  row_count integer NOT NULL CHECK (row_count >= 0),
  paid_count integer NOT NULL CHECK (paid_count >= 0),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  fee_minor bigint NOT NULL CHECK (fee_minor >= 0),
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, request_id)
);
CREATE INDEX disbursement_batches_by_user ON disbursement_batches (user_id, created_at DESC, id DESC);

CREATE TABLE disbursement_rows (
  batch_id bigint NOT NULL REFERENCES disbursement_batches (id) ON DELETE CASCADE,
  line integer NOT NULL,
  mobile text NOT NULL,
  amount text NOT NULL,
  reference text NOT NULL,
  holder_name text,
  status text NOT NULL CHECK (status IN ('paid', 'refused')),
  problems text[] NOT NULL,
  PRIMARY KEY (batch_id, line)
);
