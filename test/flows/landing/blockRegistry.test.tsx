import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LandingBlock } from '../../../src/api/contract/landing';
import { prepareBlock, reportSkipped } from '../../../src/flows/landing/blockRegistry';
import { seedLandingBlocks } from '../../../server/seed/landing';

/** The seeded blocks as the portal receives them. */
const served: LandingBlock[] = seedLandingBlocks().map((b) => ({
  id: b.block_id,
  type: b.block_type,
  sortOrder: b.sort_order,
  content: b.content as LandingBlock['content'],
}));
const block = (id: string) => {
  const found = served.find((b) => b.id === id);
  if (!found) throw new Error(`no seeded block ${id}`);
  return found;
};

afterEach(() => vi.restoreAllMocks());

describe('the landing block registry', () => {
  it('draws every seeded type it knows, in every language', () => {
    for (const locale of ['en', 'ar', 'ku']) {
      const prepared = served.map((b) => prepareBlock(b, locale));
      expect(prepared.filter((p) => 'draw' in p).map((p) => p.type)).toEqual([
        'hero',
        'hero',
        'features',
        'howItWorks',
        'appDownload',
        'partners',
        'callToAction',
      ]);
    }
  });

  it('skips a block of a type it does not know', () => {
    expect(prepareBlock(block('testimonials'), 'en')).toEqual({
      id: 'testimonials',
      type: 'testimonials',
      skipped: 'unknownType',
    });
  });

  it('skips a known type whose content it cannot read, rather than drawing half of it', () => {
    const broken = { ...block('features'), content: { en: { title: 'Features', items: 'not a list' } } };
    expect(prepareBlock(broken, 'en')).toMatchObject({ id: 'features', skipped: 'malformed' });
  });

  it('falls back to English for a language the block lacks', () => {
    const englishOnly = { ...block('hero'), content: { en: block('hero').content.en ?? {} } };
    expect(prepareBlock(englishOnly, 'ku')).toHaveProperty('draw');
    expect(prepareBlock({ ...block('hero'), content: {} }, 'ku')).toMatchObject({ skipped: 'malformed' });
  });

  it('logs a skipped block once, however often the page is drawn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const skipped = prepareBlock({ ...block('testimonials'), id: 'quotes-once' }, 'en');
    reportSkipped(skipped);
    reportSkipped(skipped);
    reportSkipped(prepareBlock(block('hero'), 'en'));
    expect(warn.mock.calls).toEqual([['[landing] block "quotes-once" of unknown type "testimonials" skipped']]);
  });
});
