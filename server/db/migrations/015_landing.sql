-- The public landing page (requirements#landing): its blocks, and which content pages are public.
-- A page is active when the public side lists it (pages_getActivePages, the footer, /pages/<slug>);
-- pages a tester adds through the sandbox are not, unless they say so.
ALTER TABLE cms_pages ADD COLUMN active boolean NOT NULL DEFAULT false;
ALTER TABLE cms_pages ADD COLUMN sort_order integer NOT NULL DEFAULT 0;
-- A database seeded before this migration keeps its pages (the seed never overwrites them): mark
-- the seeded public ones here, as a fresh seed does (server/seed/pages.ts).
UPDATE cms_pages SET active = true, sort_order = CASE page_id
  WHEN 'about-us' THEN 1 WHEN 'terms-consumer' THEN 2 WHEN 'privacy-personal' THEN 3 END
  WHERE page_id IN ('about-us', 'terms-consumer', 'privacy-personal');

-- content is language → that block's fields, as the portal reads it (src/api/contract/landing.ts);
-- block_type is open: a type the portal does not know is served and skipped there.
CREATE TABLE landing_blocks (
  block_id text PRIMARY KEY CHECK (block_id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  block_type text NOT NULL CHECK (block_type ~ '^[A-Za-z][A-Za-z0-9]{0,31}$'),
  sort_order integer NOT NULL,
  active boolean NOT NULL DEFAULT true,
  content jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX landing_blocks_active_order ON landing_blocks (sort_order) WHERE active;
