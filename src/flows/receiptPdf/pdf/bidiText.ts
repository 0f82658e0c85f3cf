import bidiFactory from 'bidi-js';

/**
 * requirements#receipt-pdf: a line of text as the PDF draws it. pdf-lib draws glyphs left to
 * right in the order it is given and shapes nothing by itself; fontkit (its font engine) shapes
 * Arabic (initial, medial, final forms and ligatures, from the font's own tables) and turns a run
 * of Arabic script into visual order. What neither does is the Unicode bidirectional algorithm: a
 * right-to-left line with numbers, Latin names or punctuation in it. So a line is cut here into
 * runs of one embedding level and one font (bidi-js gives the levels), the runs are put in visual
 * order (rule L2), and a right-to-left run that fontkit would not reverse (no Arabic letter in it)
 * is reversed here, its brackets mirrored.
 */

const bidi = bidiFactory();

export interface MeasuredFont {
  widthOfTextAtSize(text: string, size: number): number;
}

/** The two faces of a weight: the Arabic-script one (Arabic, Sorani Kurdish) and the Latin one. */
export interface FontPair<F extends MeasuredFont> {
  arabic: F;
  latin: F;
}

export interface Run<F extends MeasuredFont> {
  /** the text as handed to the font: logical order for a run fontkit reverses itself */
  text: string;
  font: F;
  width: number;
}

export type Direction = 'ltr' | 'rtl';

/** LRM, RLM, the embeddings and overrides, the isolates: they steer the algorithm and are not drawn. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/u;

/** A piece of text that reads left to right inside any line (an amount, a reference), as `dir="ltr"` does on screen. */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/** Characters the Arabic face draws well besides the Arabic blocks, when they sit in a right-to-left run. */
const ARABIC_FACE_NEUTRALS = /\s|\u200C|\u200D|[\u060C\u061B\u061F]/u;

function fontKeyOf(char: string, level: number): keyof FontPair<MeasuredFont> {
  if (ARABIC_LETTER.test(char)) return 'arabic';
  return level % 2 === 1 && ARABIC_FACE_NEUTRALS.test(char) ? 'arabic' : 'latin';
}

function mirrored(text: string): string {
  return Array.from(text)
    .reverse()
    .map((c) => bidi.getMirroredCharacter(c) ?? c)
    .join('');
}

interface LogicalRun {
  text: string;
  level: number;
  font: keyof FontPair<MeasuredFont>;
}

/** Runs of one level and one face, in logical order. */
function logicalRuns(text: string, direction: Direction): LogicalRun[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: LogicalRun[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    // the controls steer the levels and are not drawn (no face has glyphs for them)
    if (BIDI_CONTROLS.test(char)) continue;
    const level = levels[i] ?? 0;
    const font = fontKeyOf(char, level);
    const last = runs[runs.length - 1];
    if (last && last.level === level && last.font === font) last.text += char;
    else runs.push({ text: char, level, font });
  }
  return runs;
}

/** Rule L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above. */
function visualOrder(runs: LogicalRun[]): LogicalRun[] {
  const out = [...runs];
  const levels = out.map((r) => r.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < out.length;) {
      if (out[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < out.length && out[j]!.level >= level) j++;
      out.splice(i, j - i, ...out.slice(i, j).reverse());
      i = j;
    }
  }
  return out;
}

/** One line, as runs left to right, each measured at the size. */
export function layoutLine<F extends MeasuredFont>(
  text: string,
  direction: Direction,
  fonts: FontPair<F>,
  size: number,
): Run<F>[] {
  if (text === '') return [];
  return visualOrder(logicalRuns(text, direction)).map((run) => {
    const rightToLeft = run.level % 2 === 1;
    // fontkit reverses a run whose script is Arabic; any other right-to-left run is reversed here
    const shown = rightToLeft && !ARABIC_LETTER.test(run.text) ? mirrored(run.text) : run.text;
    const font = fonts[run.font];
    return { text: shown, font, width: font.widthOfTextAtSize(shown, size) };
  });
}

export function lineWidth(runs: readonly Run<MeasuredFont>[]): number {
  return runs.reduce((sum, run) => sum + run.width, 0);
}

/**
 * Words onto lines no wider than `maxWidth` (a word wider than the line is cut by characters);
 * the line breaks are found in logical order, each line then laid out on its own.
 */
export function wrapText<F extends MeasuredFont>(
  text: string,
  direction: Direction,
  fonts: FontPair<F>,
  size: number,
  maxWidth: number,
): Run<F>[][] {
  const width = (t: string) => lineWidth(layoutLine(t, direction, fonts, size));
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/u).filter((w) => w !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (width(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    current = word;
    while (width(current) > maxWidth && current.length > 1) {
      const chars = Array.from(current);
      let cut = chars.length - 1;
      while (cut > 1 && width(chars.slice(0, cut).join('')) > maxWidth) cut--;
      lines.push(chars.slice(0, cut).join(''));
      current = chars.slice(cut).join('');
    }
  }
  if (current !== '') lines.push(current);
  return lines.map((line) => layoutLine(line, direction, fonts, size));
}
