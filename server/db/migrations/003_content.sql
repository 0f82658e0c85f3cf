-- Content-service configuration of the signed-in shell (menus, themes), one
-- document per module and category. Stored as the portal reads it; the seed validates it with
-- the portal's schemas, the sandbox content tool deliberately does not (error-state testing).
CREATE TABLE content_configs (
  module text NOT NULL CHECK (module IN ('menu', 'theme')),
  category_code text NOT NULL,
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (module, category_code)
);
