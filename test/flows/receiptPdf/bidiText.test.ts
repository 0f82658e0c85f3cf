import { describe, expect, it } from 'vitest';
import { isolateLtr, layoutLine, wrapText, type FontPair } from '../../../src/flows/receiptPdf/pdf/bidiText';

/** A face whose every character is 1 unit wide at size 1: widths are character counts. */
const face = (name: string) => ({
  name,
  widthOfTextAtSize: (text: string, size: number) => Array.from(text).length * size,
});
const fonts: FontPair<ReturnType<typeof face>> = { arabic: face('arabic'), latin: face('latin') };
const shown = (runs: { text: string; font: { name: string } }[]) => runs.map((r) => [r.text, r.font.name]);

describe('a PDF line in visual order (requirements#receipt-pdf)', () => {
  it('draws a left-to-right line as one Latin run', () => {
    expect(shown(layoutLine('Total 25,000.00 IQD', 'ltr', fonts, 10))).toEqual([['Total 25,000.00 IQD', 'latin']]);
  });

  it('puts an isolated amount to the left of the Arabic label in a right-to-left line, digits in order', () => {
    const runs = layoutLine(`المبلغ ${isolateLtr('25,000.00 IQD')}`, 'rtl', fonts, 10);
    // fontkit reverses the Arabic run itself (its script is right to left): it is handed in logical order
    expect(shown(runs)).toEqual([
      ['25,000.00 IQD', 'latin'],
      ['المبلغ ', 'arabic'],
    ]);
    // the controls are not drawn: the widths add up to the visible characters
    expect(runs.reduce((s, r) => s + r.width, 0)).toBe(20 * 10);
  });

  it('keeps a Latin name inside Arabic text where the reader expects it', () => {
    const runs = layoutLine('إلى Ahmed Karim', 'rtl', fonts, 1);
    expect(shown(runs)).toEqual([
      ['Ahmed Karim', 'latin'],
      ['إلى ', 'arabic'],
    ]);
  });

  it('reverses and mirrors a right-to-left run of neutrals that the font engine would leave alone', () => {
    expect(shown(layoutLine('(!)', 'rtl', fonts, 1))).toEqual([['(!)', 'latin']]);
    expect(shown(layoutLine('[1]', 'ltr', fonts, 1))).toEqual([['[1]', 'latin']]);
  });

  it('wraps words onto lines no wider than the box, each laid out on its own', () => {
    const lines = wrapText('aaaa bbbb cccc dddddddddddddd', 'ltr', fonts, 1, 10);
    expect(lines.map((l) => l.map((r) => r.text).join(''))).toEqual(['aaaa bbbb', 'cccc', 'dddddddddd', 'dddd']);
    for (const line of lines) expect(line.reduce((s, r) => s + r.width, 0)).toBeLessThanOrEqual(10);
  });
});
