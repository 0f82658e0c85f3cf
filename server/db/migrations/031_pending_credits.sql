-- issue 19: a payment no longer locks its payee. Migration 030 kept each user account's balance on
-- its row and moved it in the statement that posts: crediting an account updated its row, so every
-- payment to the same payee waited for the one before it to commit (a popular merchant paid by
-- many customers at once served them one at a time, and the transfer burst ran one at a time).
--
-- Now only debits move the row (the payer's, locked by the submit before its balance checks). A
-- credit is appended here, without a lock; the account's balance is its row plus its pending
-- credits. Housekeeping folds them into the row (ledger_fold_pending_credits): one statement
-- deletes the credits it adds, so a credit committed meanwhile stays pending, never lost or added
-- twice. A credit can only raise a balance, so the payer's check (row plus pending, under its
-- lock) never passes a payment the money is not there for.
CREATE TABLE ledger_pending_credits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0)
);
CREATE INDEX ledger_pending_credits_account ON ledger_pending_credits (account_id);

CREATE OR REPLACE FUNCTION ledger_move_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- debits (what the statement takes from a user account, net): the rows, locked in ascending id
  -- order (a submit has already locked its payer so), then moved
  PERFORM 1 FROM ledger_accounts a
    WHERE a.user_id IS NOT NULL
      AND a.id IN (SELECT account_id FROM new_postings GROUP BY account_id HAVING sum(amount_minor) < 0)
    ORDER BY a.id FOR NO KEY UPDATE;
  UPDATE ledger_accounts a SET balance_minor = a.balance_minor + m.delta
    FROM (SELECT account_id, sum(amount_minor) AS delta FROM new_postings
           GROUP BY account_id HAVING sum(amount_minor) < 0) m
   WHERE a.id = m.account_id AND a.user_id IS NOT NULL;
  -- credits (what it gives a user account, net): appended, no lock
  INSERT INTO ledger_pending_credits (account_id, amount_minor)
  SELECT m.account_id, m.delta
    FROM (SELECT account_id, sum(amount_minor) AS delta FROM new_postings
           GROUP BY account_id HAVING sum(amount_minor) > 0) m
    JOIN ledger_accounts a ON a.id = m.account_id AND a.user_id IS NOT NULL
   ORDER BY m.account_id;
  RETURN NULL;
END;
$$;

-- Folds the pending credits of up to `batch` accounts into their rows, skipping accounts a payment
-- holds now (the next fold takes them); returns how many accounts it folded.
CREATE FUNCTION ledger_fold_pending_credits(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  WITH locked AS (
    SELECT a.id FROM ledger_accounts a
     WHERE a.id IN (SELECT DISTINCT account_id FROM ledger_pending_credits)
     ORDER BY a.id LIMIT batch FOR NO KEY UPDATE SKIP LOCKED
  ), gone AS (
    DELETE FROM ledger_pending_credits p USING locked WHERE p.account_id = locked.id
    RETURNING p.account_id, p.amount_minor
  ), moved AS (
    SELECT account_id, sum(amount_minor) AS delta FROM gone GROUP BY account_id
  )
  UPDATE ledger_accounts a SET balance_minor = a.balance_minor + moved.delta
    FROM moved WHERE a.id = moved.account_id;
  GET DIAGNOSTICS folded = ROW_COUNT;
  RETURN folded;
END;
$$;
