import { createHash } from 'node:crypto';
import { getCatalogs, createCompiledCatalog } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** a part of a catalog: the URL of each language's module of it */
type PartUrls = Record<string, string>;

/** each built chunk's catalog parts (its file name → a URL per language), for scripts/routePreload.ts */
export const catalogPartsOfChunk = new Map<string, PartUrls>();

/** the portal's catalogs (not the flow atlas's), as compiled by Lingui's Vite plugin */
const catalogFile = /\/i18n\/locales\/[a-z]{2,3}\/(messages|atlas)\.po$/;

/**
 * issue 20: the catalog split by chunk. Each built chunk that uses messages gets, for every
 * language with a catalog, a module of the messages its own code names (Lingui's ids are string
 * literals in the compiled code), and a first statement that makes it wait for the shown
 * language's part (`await globalThis.__wpI18nNeed(…)`, src/i18n/index.ts): a lazy route or
 * widget finishes loading only with its texts, so nothing flashes untranslated. The entry chunk
 * only registers its part (`__wpI18nParts`); the boot loads it with the language it shows before
 * the first paint, and index.html names each language's entry part for public/boot.js to
 * preload. A visitor thus loads the texts of the code it loads, in one language.
 * The full catalogs stay as chunks of their own for the content service's labels (a language
 * without a catalog of its own speaks English and needs all of it) and for dev and tests.
 */
export function catalogParts(): Plugin {
  const catalogs = new Map<string, Record<string, unknown>>();
  const entryParts: PartUrls = {};
  const parts = new Map<string, string>();
  return {
    name: 'wallet-portal:catalog-parts',
    apply: 'build',
    async buildStart() {
      const config = getConfig({ cwd: process.cwd() });
      const catalog = (await getCatalogs(config)).find((c) => c.path.endsWith('/messages'));
      if (!catalog) throw new Error('catalog-parts: the messages catalog is missing from lingui.config');
      for (const locale of config.locales) {
        const { messages } = await catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales ?? {},
          sourceLocale: config.sourceLocale ?? 'en',
        });
        const { source } = createCompiledCatalog(locale, messages, { namespace: 'json' });
        catalogs.set(locale, (JSON.parse(String(source)) as { messages: Record<string, unknown> }).messages);
      }
    },
    renderChunk(code, chunk) {
      if (catalogFile.test(chunk.facadeModuleId ?? '')) return null;
      const source = catalogs.get('en');
      if (!source) return null;
      const ids = new Set<string>();
      for (const m of code.matchAll(/(["'`])([^"'`\\\s]{4,12})\1/g)) if (Object.hasOwn(source, m[2]!)) ids.add(m[2]!);
      if (ids.size === 0) return null;
      const sorted = [...ids].sort();
      const urls: PartUrls = {};
      for (const [locale, messages] of catalogs) {
        const part = Object.fromEntries(sorted.map((id) => [id, messages[id]]));
        const body = `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});\n`;
        const hash = createHash('sha256').update(body).digest('base64url').slice(0, 10);
        const fileName = `assets/messages-${locale}-${hash}.js`;
        parts.set(fileName, body);
        urls[locale] = `/${fileName}`;
      }
      if (chunk.isEntry) Object.assign(entryParts, urls);
      catalogPartsOfChunk.set(chunk.fileName, urls);
      const s = new MagicString(code);
      s.prepend(
        chunk.isEntry
          ? `(globalThis.__wpI18nParts??=[]).push(${JSON.stringify(urls)});`
          : `await globalThis.__wpI18nNeed?.(${JSON.stringify(urls)});`,
      );
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
    generateBundle() {
      for (const [fileName, source] of parts) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { name: 'catalogs', content: JSON.stringify(entryParts) },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
