-- issue 19: a user's account keeps its balance beside it, moved by the same statement that posts
-- to it. A balance was the sum of the account's postings: read on every getBalance and twice per
-- submit, it grew with the account's history (the demo customer's 30,000 transactions).
--
-- Kept for the accounts of users only. A system account (fees, suspense, loyalty pool, a
-- partner's settlement) is credited by nearly every payment: a kept balance would make its row a
-- lock every payment waits for. Its balance stays the sum of its postings (balance_minor NULL).
-- Postings are never updated or deleted (ledger_reject_rewrite), so inserts are all there is to follow.
ALTER TABLE ledger_accounts ADD COLUMN balance_minor bigint;

UPDATE ledger_accounts a
   SET balance_minor = COALESCE((SELECT sum(p.amount_minor) FROM postings p WHERE p.account_id = a.id), 0)
 WHERE a.user_id IS NOT NULL;

ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_balance_kept_for_users
  CHECK ((user_id IS NULL) = (balance_minor IS NULL));

CREATE FUNCTION ledger_account_starts_at_zero() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.balance_minor := CASE WHEN NEW.user_id IS NULL THEN NULL ELSE 0 END;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_accounts_start_at_zero
  BEFORE INSERT ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_account_starts_at_zero();

-- Once per INSERT statement (a submit's postings are one multi-row INSERT; the seeded history's
-- thousands are one too), one UPDATE per user account it touched. The rows are locked first in
-- ascending id order, so two entries moving the same accounts never wait on each other in a
-- cycle (a submit has already locked its payer and payee that way, before its checks).
CREATE FUNCTION ledger_move_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts a
    WHERE a.id IN (SELECT account_id FROM new_postings) AND a.user_id IS NOT NULL
    ORDER BY a.id FOR NO KEY UPDATE;
  UPDATE ledger_accounts a
     SET balance_minor = a.balance_minor + moved.delta
    FROM (SELECT account_id, sum(amount_minor) AS delta FROM new_postings GROUP BY account_id) moved
   WHERE a.id = moved.account_id AND a.user_id IS NOT NULL;
  RETURN NULL;
END;
$$;
CREATE TRIGGER postings_move_balances
  AFTER INSERT ON postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_move_balances();
