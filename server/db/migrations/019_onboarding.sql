-- Self-onboarding (issue 17 part 5): a visitor's application, its ID documents and the
-- customer-service rep's decision. What the applicant typed is kept as text, exactly as typed;
-- pages show it escaped. One open application per mobile number.
CREATE TABLE onboarding_applications (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  full_name text NOT NULL,
  mobile text NOT NULL CHECK (mobile ~ '^7[0-9]{9}$'),
  email text NOT NULL DEFAULT '',
  date_of_birth date NOT NULL,
  id_type text NOT NULL CHECK (id_type IN ('NATIONAL_ID', 'PASSPORT')),
  id_number text NOT NULL,
  city text NOT NULL,
  address text NOT NULL,
  terms_accepted_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reason text,
  decided_by bigint REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  CHECK ((status = 'REJECTED') = (reason IS NOT NULL))
);
CREATE UNIQUE INDEX onboarding_applications_open_mobile ON onboarding_applications (mobile) WHERE status = 'PENDING';
CREATE INDEX onboarding_applications_status ON onboarding_applications (status, created_at);

CREATE TABLE onboarding_documents (
  application_id bigint NOT NULL REFERENCES onboarding_applications (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('idFront', 'idBack', 'selfie')),
  mime_type text NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png')),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 2000000),
  sha256 text NOT NULL,
  data bytea NOT NULL,
  uploaded_at timestamptz NOT NULL,
  PRIMARY KEY (application_id, kind)
);
