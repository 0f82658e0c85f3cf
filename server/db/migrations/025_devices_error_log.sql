-- requirements#device-details (spec 000 §7 adapter/v1/adddevicedetails, updatedevicedetails): the
-- devices a user signed in on, one row per user and deviceUniqueId. The push token is kept for
-- notifications and never answered back.
CREATE TABLE user_devices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_unique_id text NOT NULL,
  device_id text NOT NULL,
  fcm_token text NOT NULL DEFAULT '',
  channel text NOT NULL,
  browser text NOT NULL,
  os text NOT NULL,
  app_version text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (user_id, device_unique_id)
);

-- requirements#error-log: the ErrorLog events the socket server received (already validated and
-- masked), newest kept: the server trims the oldest beyond its bound after each insert.
CREATE TABLE error_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at timestamptz NOT NULL,
  user_identifier text,
  err_code text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  event jsonb NOT NULL
);
CREATE INDEX error_log_by_user ON error_log (user_identifier, id);
CREATE INDEX error_log_by_code ON error_log (err_code, id);
