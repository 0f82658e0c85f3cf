-- The balance widget's layout (moduleType=balancewidget) and the ads banners of each category are
-- content documents like menus and themes (requirements#balance, requirements#ads-banner). The
-- module list is no longer spelled out here: the server's contentModules decides which modules
-- exist, and the check keeps only names of that shape.
ALTER TABLE content_configs DROP CONSTRAINT content_configs_module_check;
ALTER TABLE content_configs ADD CONSTRAINT content_configs_module_check
  CHECK (module ~ '^[a-z][a-z_]{0,31}$');
