-- issue 21: a session the user signs out from the active sessions list on another device is
-- revoked as 'ended_elsewhere' (it answers −5100012 there, like "log out from all devices"), so
-- the store tells the two apart.
ALTER TABLE sessions DROP CONSTRAINT sessions_revoked_reason_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_revoked_reason_check
  CHECK (revoked_reason IN ('logout', 'logout_all', 'ended_elsewhere', 'consumed', 'too_many_codes', 'password_reset',
    'password_changed'));
