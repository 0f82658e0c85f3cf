-- requirements#language-data: the content service's labels per language, each the portal's English
-- text (as its source catalog writes it) in that language. An empty label is kept as written: the
-- portal shows the default locale's text for it (requirements#locale-fallback).
CREATE TABLE language_labels (
  locale text NOT NULL REFERENCES languages (locale) ON DELETE CASCADE,
  source text NOT NULL CHECK (char_length(source) BETWEEN 1 AND 500),
  label text NOT NULL CHECK (char_length(label) <= 1000),
  PRIMARY KEY (locale, source)
);
