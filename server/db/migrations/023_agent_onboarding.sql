-- Agent-assisted onboarding (issue 17 part 5): an application an agent made on a customer's behalf
-- keeps who made it (the agent sees only their own) and the template chosen. Self-onboarding
-- leaves both empty.
ALTER TABLE onboarding_applications ADD COLUMN onboarded_by bigint REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE onboarding_applications ADD COLUMN template_id integer;
-- requirements#kyc-reupload: a rejection may ask for documents again (comma-separated kinds); once they are all
-- sent the application is under review again.
ALTER TABLE onboarding_applications ADD COLUMN resubmit_documents text NOT NULL DEFAULT '';
CREATE INDEX onboarding_applications_onboarded_by ON onboarding_applications (onboarded_by, created_at)
  WHERE onboarded_by IS NOT NULL;
