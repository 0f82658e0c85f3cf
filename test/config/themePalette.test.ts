import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../src/api/contract/content';
import {
  activeEntry,
  ANCHOR_SHADE,
  contrastRatio,
  filledShade,
  pageColours,
  paletteOf,
  READABLE,
  type ThemeEntry,
} from '../../src/config/themePalette';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);

const entry = (over: Partial<ThemeEntry>): ThemeEntry => ({
  name: 'blue',
  primaryColor: '#5D92F4',
  secondaryColor: '#677080',
  textPrimary: '#464D69',
  textSecondary: '#677080',
  backgroundColor: '#F4F7FA',
  default: false,
  ...over,
});

describe('theme palettes', () => {
  it('has the WCAG contrast ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('anchors the configured colour at its shade, lighter before and darker after', () => {
    fc.assert(
      fc.property(hex, (colour) => {
        const palette = paletteOf(colour);
        expect(palette).toHaveLength(10);
        expect(palette[ANCHOR_SHADE]).toBe(colour);
        const light = palette.map((shade) => contrastRatio(shade, '#000000'));
        for (let i = 1; i < 10; i++) expect(light[i]!).toBeLessThanOrEqual(light[i - 1]! + 1e-9);
      }),
    );
  });

  it('fills buttons with a shade white text reads on, whenever the colour has one', () => {
    fc.assert(
      fc.property(hex, (colour) => {
        const palette = paletteOf(colour);
        const shade = filledShade(palette);
        expect(shade).toBeGreaterThanOrEqual(ANCHOR_SHADE);
        const readable = palette.slice(ANCHOR_SHADE).some((s) => contrastRatio(s, '#ffffff') >= READABLE);
        if (readable) expect(contrastRatio(palette[shade]!, '#ffffff')).toBeGreaterThanOrEqual(READABLE);
        else expect(shade).toBe(ANCHOR_SHADE);
      }),
    );
    // the spec's primary is too light for white text: a darker shade fills
    expect(filledShade(paletteOf('#5D92F4'))).toBeGreaterThan(ANCHOR_SHADE);
    expect(filledShade(paletteOf('#1E3A8A'))).toBe(ANCHOR_SHADE);
  });

  it('uses the chosen entry, else the default, else the first', () => {
    const theme: Theme = {
      themeList: [entry({ name: 'a' }), entry({ name: 'b', default: true }), entry({ name: 'c' })],
      assets: [],
    };
    expect(activeEntry(theme, 'c').name).toBe('c');
    expect(activeEntry(theme, 'gone').name).toBe('b');
    expect(activeEntry(theme, null).name).toBe('b');
    expect(activeEntry({ ...theme, themeList: [entry({ name: 'only' })] }, null).name).toBe('only');
  });

  it('applies page colours only where text stays readable', () => {
    expect(pageColours(entry({}))).toEqual({
      '--portal-background': '#F4F7FA',
      '--mantine-color-text': '#464D69',
      '--mantine-color-dimmed': '#677080',
    });
    // pale grey text on a pale page would be unreadable: the library's own colour stays
    expect(pageColours(entry({ textSecondary: '#BBBBBB' }))).not.toHaveProperty('--mantine-color-dimmed');
    // a dark background in the light scheme is refused altogether
    expect(pageColours(entry({ backgroundColor: '#222222', textPrimary: '#FFFFFF' }))).not.toHaveProperty(
      '--portal-background',
    );
    fc.assert(
      fc.property(hex, hex, hex, (background, text, dimmed) => {
        const vars = pageColours(entry({ backgroundColor: background, textPrimary: text, textSecondary: dimmed }));
        const bg = vars['--portal-background'] ?? '#ffffff';
        for (const key of ['--mantine-color-text', '--mantine-color-dimmed'])
          if (vars[key]) {
            expect(contrastRatio(vars[key], bg)).toBeGreaterThanOrEqual(READABLE);
            expect(contrastRatio(vars[key], '#ffffff')).toBeGreaterThanOrEqual(READABLE);
          }
      }),
    );
  });
});
