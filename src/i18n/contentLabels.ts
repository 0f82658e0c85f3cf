import type { Messages } from '@lingui/core';

/**
 * requirements#language-data: the content service's labels as Lingui messages. A label is keyed by
 * the English text of the portal's source catalog; it fills every message written so. Labels are
 * checked before they are used: a label must keep its English text's placeholders (`{siteName}`)
 * and component tags (`<0>…</0>`), exactly, and nothing else in braces; an empty label, a label
 * that breaks this, and a text with plurals or formats (which labels do not fill) fall back to the
 * English text (requirements#locale-fallback). Loaded with the first language that needs labels.
 */

/** a label as Lingui runs a compiled message: text and `[name]` placeholders */
type Compiled = Array<string | [name: string]>;

interface SourceText {
  text: string;
  placeholders: string[];
}

const isPlaceholder = (token: unknown): token is [string] =>
  Array.isArray(token) && token.length === 1 && typeof token[0] === 'string';

/** The English text a compiled message was written as, or null when it has more than placeholders. */
export function sourceTextOf(compiled: unknown): SourceText | null {
  if (typeof compiled === 'string') return { text: compiled, placeholders: [] };
  if (!Array.isArray(compiled)) return null;
  let text = '';
  const placeholders: string[] = [];
  for (const token of compiled as unknown[]) {
    if (typeof token === 'string') text += token;
    else if (isPlaceholder(token)) {
      text += `{${token[0]}}`;
      placeholders.push(token[0]);
    } else return null;
  }
  return { text, placeholders };
}

const tagsOf = (text: string) => [...text.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]).sort();
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A label compiled as its English text's message is, or null when it may not stand for that text. */
export function compileLabel(label: string, source: SourceText): Compiled | null {
  if (label.trim() === '') return null;
  const tokens: Compiled = [];
  const used = new Set<string>();
  let end = 0;
  for (const match of label.matchAll(/\{(\w+)\}/g)) {
    const name = match[1] ?? '';
    if (match.index > end) tokens.push(label.slice(end, match.index));
    tokens.push([name]);
    used.add(name);
    end = match.index + match[0].length;
  }
  if (end < label.length) tokens.push(label.slice(end));
  const text = tokens.filter((t): t is string => typeof t === 'string').join('');
  if (/[{}]/.test(text)) return null;
  if (!sameList([...used].sort(), [...new Set(source.placeholders)].sort())) return null;
  if (!sameList(tagsOf(label), tagsOf(source.text))) return null;
  return tokens;
}

/**
 * The messages the labels give, by message id: only those a label fills (the caller lays them over
 * the English catalog, so every other text stays English).
 */
export function labelMessages(source: Messages, labels: Readonly<Record<string, string>>): Messages {
  const idsByText = new Map<string, Array<{ id: string; source: SourceText }>>();
  for (const [id, compiled] of Object.entries(source)) {
    const text = sourceTextOf(compiled);
    if (text === null) continue;
    const ids = idsByText.get(text.text) ?? [];
    ids.push({ id, source: text });
    idsByText.set(text.text, ids);
  }
  const messages: Messages = {};
  for (const [text, label] of Object.entries(labels)) {
    for (const entry of idsByText.get(text) ?? []) {
      const compiled = compileLabel(label, entry.source);
      if (compiled !== null) messages[entry.id] = compiled;
    }
  }
  return messages;
}
