-- Reports (requirements#reports): the report configurations are one more content document per
-- category, and the report queries read one user's rows through indexes, never every user's.

ALTER TABLE content_configs DROP CONSTRAINT content_configs_module_check;
ALTER TABLE content_configs ADD CONSTRAINT content_configs_module_check
  CHECK (module IN ('menu', 'theme', 'routes', 'report'));

-- The passbook walks one wallet's postings in entry order and sums them (running balance, opening
-- and closing balances); with the amount in the index that is an index-only scan of the account.
-- It serves every balance query too (SUM of an account's postings).
CREATE INDEX postings_by_account_entry ON postings (account_id, entry_id) INCLUDE (amount_minor);
DROP INDEX postings_by_account;

-- Customer service finds a customer by mobile number.
CREATE INDEX users_by_phone ON users (phone);
