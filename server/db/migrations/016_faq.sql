-- The FAQ (requirements#faq): categories and their questions, texts per locale as the portal reads
-- them (locale.en.name; locale.en.question / answer). Only active rows are served.
CREATE TABLE faq_categories (
  category_id integer PRIMARY KEY CHECK (category_id > 0),
  sort_order integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  locale jsonb NOT NULL CHECK (jsonb_typeof(locale) = 'object' AND locale ? 'en')
);

CREATE TABLE faq_questions (
  faq_id integer PRIMARY KEY CHECK (faq_id > 0),
  category_id integer NOT NULL REFERENCES faq_categories (category_id),
  sort_order integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  locale jsonb NOT NULL CHECK (jsonb_typeof(locale) = 'object' AND locale ? 'en')
);
CREATE INDEX faq_questions_category ON faq_questions (category_id, sort_order);
