-- Content pages (requirements#cms-pages) and the change feed (requirements#change-notifications).
-- Route maps are one more content document per category, beside menus and themes; pages are shared
-- by every category (a category's route map picks the ones it shows).

ALTER TABLE content_configs DROP CONSTRAINT content_configs_module_check;
ALTER TABLE content_configs ADD CONSTRAINT content_configs_module_check
  CHECK (module IN ('menu', 'theme', 'routes'));

-- title and content are locale → text records, stored as the portal reads them: the seed checks
-- them with the portal's schema, the sandbox page tool deliberately stores hostile HTML too.
CREATE TABLE cms_pages (
  page_id text PRIMARY KEY CHECK (page_id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

-- One row per announced change; the portal polls for rows after its last answer's time.
CREATE TABLE content_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  identifier text NOT NULL,
  changed_at timestamptz NOT NULL
);
CREATE INDEX content_changes_changed_at ON content_changes (changed_at);
