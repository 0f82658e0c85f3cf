-- Dashboards (requirements#dashboard-widgets): each category's dashboard layout is one more content
-- document. The module list is no longer spelled out here: the server's contentModules decides
-- which modules exist, and the check keeps only names of that shape (a list per migration made
-- every new module a migration that had to repeat all the others).

ALTER TABLE content_configs DROP CONSTRAINT content_configs_module_check;
ALTER TABLE content_configs ADD CONSTRAINT content_configs_module_check
  CHECK (module ~ '^[a-z][a-z_]{0,31}$');
