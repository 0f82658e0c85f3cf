/**
 * Fails when a catalog is out of date with the source or has an untranslated message:
 * en, ar and ku ship complete. Prints the figures per locale.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const locales = ['en', 'ar', 'ku'];
const file = (l: string) => `src/i18n/locales/${l}/messages.po`;
const before = new Map(locales.map((l) => [l, readFileSync(file(l), 'utf8')]));

const extract = spawnSync('node_modules/.bin/lingui', ['extract', '--clean'], { encoding: 'utf8' });
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  process.exit(1);
}

let failed = false;
for (const locale of locales) {
  const text = readFileSync(file(locale), 'utf8');
  if (text !== before.get(locale)) {
    console.error(
      `✗ ${file(locale)} was out of date with the source; it has been re-extracted. Translate and commit it.`,
    );
    failed = true;
  }
  const entries = [...text.matchAll(/^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm)]
    .map(([, id, str]) => ({
      id: JSON.parse(`[${id!.trim().split('\n').join(',')}]`).join(''),
      str: JSON.parse(`[${str!.trim().split('\n').join(',')}]`).join(''),
    }))
    .filter((e) => e.id !== '');
  const missing = locale === 'en' ? [] : entries.filter((e) => e.str === '');
  console.log(`[i18n] ${locale}: ${entries.length} messages, ${missing.length} untranslated`);
  for (const m of missing.slice(0, 20)) console.error(`  ✗ ${locale} lacks: ${m.id}`);
  if (missing.length > 0) failed = true;
}
process.exit(failed ? 1 : 0);
