import * as v from 'valibot';

/**
 * requirements#language-data: a language's labels from the content service,
 * `GET cms/v1/default_languages_getLanguageDataByLocale_{locale}` (public, content credential). Each
 * label is keyed by the portal's English text as its source catalog writes it (`Sign in`,
 * `Welcome to {siteName}`) and gives that text in the language. An empty label is no label: the
 * text falls back to the default locale (requirements#locale-fallback).
 */

/** a locale as the portal names it: two lower-case letters (`fr`, `he`, `mm`) */
export const languageDataLocaleSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z]{2}$/, 'The locale must be two lower-case letters, such as fr.'),
);

/** at most this many labels in one language's data */
export const MAX_LABELS = 3000;

/** printable text on one line: no control characters */
const oneLine = /^[^\p{Cc}]*$/u;

const sourceText = v.pipe(v.string(), v.minLength(1), v.maxLength(500), v.regex(oneLine, 'no control characters'));
const labelText = v.pipe(v.string(), v.maxLength(1000), v.regex(oneLine, 'no control characters'));

export const languageDataSchema = v.object({
  locale: languageDataLocaleSchema,
  labels: v.pipe(
    v.record(sourceText, labelText),
    v.check((labels) => Object.keys(labels).length <= MAX_LABELS, `At most ${MAX_LABELS} labels.`),
  ),
});
export type LanguageData = v.InferOutput<typeof languageDataSchema>;
