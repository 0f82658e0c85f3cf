import { generateColors } from '@mantine/colors-generator';
import { describe, expect, it } from 'vitest';
import { contrastRatio, paletteOf } from '../../../src/config/themePalette';
import { readableTextColours } from '../../../src/shell/theme/readableColours';
import { specColours } from '../../../src/shell/theme/specColours';
import { documentTitle } from '../../../src/shell/layout/PageAnnouncer';

/** the colour a variable names: a literal, or a palette shade `var(--mantine-color-<name>-<n>)` */
function resolve(value: string, colors: Record<string, readonly string[]>): string {
  const shade = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  return shade ? colors[shade[1]!]![Number(shade[2])]! : value;
}

const specPalettes = Object.fromEntries(
  Object.entries(specColours).map(([name, colour]) => [name, generateColors(colour) as readonly string[]]),
);

describe('text colours that read in both schemes (requirements#accessibility)', () => {
  for (const [label, colors] of [
    ['the spec palettes', specPalettes],
    // a configured theme's palettes: a pale primary, a dark secondary
    ['configured palettes', { brand: paletteOf('#7FD3F7'), secondary: paletteOf('#1F2937') }],
  ] as const) {
    it(`gives every palette of ${label} a text colour of 4.5:1 on white and on the dark page and cards`, () => {
      const { light, dark } = readableTextColours(colors, 'brand', 6);
      for (const name of Object.keys(colors)) {
        const onLight = resolve(light[`--mantine-color-${name}-text`]!, colors);
        const onDark = resolve(dark[`--mantine-color-${name}-text`]!, colors);
        for (const surface of ['#ffffff', '#f8f9fa'])
          expect(contrastRatio(onLight, surface), `${name} on ${surface}`).toBeGreaterThanOrEqual(4.5);
        for (const surface of ['#242424', '#2e2e2e'])
          expect(contrastRatio(onDark, surface), `${name} on ${surface}`).toBeGreaterThanOrEqual(4.5);
        const badge = resolve(light[`--mantine-color-${name}-light-color`]!, colors);
        expect(
          contrastRatio(badge, colors[name as keyof typeof colors]![1]!),
          `${name} light badge`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('keeps a palette shade where one reads and moves links in the dark to the primary text colour', () => {
    const { light, dark } = readableTextColours(specPalettes, 'brand', 6);
    // the spec's blue reads on white at the filled shade: unchanged
    expect(light['--mantine-color-brand-text']).toBe(specPalettes.brand![6]);
    // its shade 4 (#4480f1) is 3.6:1 on a dark card: a lighter shade is taken
    expect(dark['--mantine-color-brand-text']).not.toBe(specPalettes.brand![4]);
    expect(specPalettes.brand).toContain(dark['--mantine-color-brand-text']);
    expect(dark['--mantine-color-anchor']).toBe('var(--mantine-color-brand-text)');
  });
});

describe('the document title (requirements#accessibility)', () => {
  it('names the page, then the site', () => {
    expect(documentTitle('  Send   money ', 'Wallet Portal', 'Wallet Portal — pay anyone')).toBe(
      'Send money · Wallet Portal',
    );
  });
  it("is the site's own title on a page without a heading, or whose heading is the site name", () => {
    expect(documentTitle('', 'Wallet Portal', 'Wallet Portal — pay anyone')).toBe('Wallet Portal — pay anyone');
    expect(documentTitle('Wallet Portal', 'Wallet Portal', '')).toBe('Wallet Portal');
  });
});
