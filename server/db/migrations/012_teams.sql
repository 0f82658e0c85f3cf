-- Teams (issue 16 part 9): an enterprise's branches and tellers, and the users a super agent onboarded.
-- A team link ties a child account to the account that manages it; every read and write is scoped
-- by parent_user_id (a branch manages only its own tellers, an enterprise its branches and their tellers).
CREATE TABLE team_members (
  child_user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  parent_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('BRANCH', 'TELLER')),
  -- money is bigint minor units; null = no limit of its own
  daily_limit_minor bigint CHECK (daily_limit_minor IS NULL OR daily_limit_minor BETWEEN 0 AND 100000000000),
  created_at timestamptz NOT NULL,
  CHECK (child_user_id <> parent_user_id)
);
CREATE INDEX team_members_parent ON team_members (parent_user_id);

CREATE TABLE onboarded_users (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  onboarded_by bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kyc_state text NOT NULL CHECK (kyc_state IN ('PENDING', 'VERIFIED', 'REJECTED')),
  onboarded_at timestamptz NOT NULL
);
CREATE INDEX onboarded_users_by ON onboarded_users (onboarded_by);
