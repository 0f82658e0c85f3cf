/**
 * Fails when a catalog is out of date with the source or has an untranslated message:
 * en, ar and ku ship complete. Prints the figures per locale.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const locales = ['en', 'ar', 'ku'];
/** the portal's catalog and the flow atlas's */
const catalogs = ['messages', 'atlas'];
const files = locales.flatMap((locale) => catalogs.map((catalog) => ({ locale, catalog })));
const file = ({ locale, catalog }: { locale: string; catalog: string }) => `src/i18n/locales/${locale}/${catalog}.po`;
const before = new Map(files.map((f) => [file(f), readFileSync(file(f), 'utf8')]));

const extract = spawnSync('node_modules/.bin/lingui', ['extract', '--clean'], { encoding: 'utf8' });
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  process.exit(1);
}

let failed = false;
for (const f of files) {
  const { locale } = f;
  const text = readFileSync(file(f), 'utf8');
  if (text !== before.get(file(f))) {
    console.error(`✗ ${file(f)} was out of date with the source; it has been re-extracted. Translate and commit it.`);
    failed = true;
  }
  const entries = [...text.matchAll(/^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm)]
    .map(([, id, str]) => ({
      id: JSON.parse(`[${id!.trim().split('\n').join(',')}]`).join(''),
      str: JSON.parse(`[${str!.trim().split('\n').join(',')}]`).join(''),
    }))
    .filter((e) => e.id !== '');
  const missing = locale === 'en' ? [] : entries.filter((e) => e.str === '');
  console.log(`[i18n] ${locale} ${f.catalog}: ${entries.length} messages, ${missing.length} untranslated`);
  for (const m of missing.slice(0, 20)) console.error(`  ✗ ${locale} lacks: ${m.id}`);
  if (missing.length > 0) failed = true;
}
process.exit(failed ? 1 : 0);
