import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { menuEntrySchema, menuSchema } from '../../src/api/contract/content';
import { entry } from './fixtures';
import { limitList, localizedTitle, resolveRoute, shownDrawer, shownEntries } from '../../src/config/menu';

describe('menu rules', () => {
  it('falls back to the default locale, then to "-", for a missing label', () => {
    expect(localizedTitle({ en: 'Send money', ar: 'إرسال الأموال' }, 'ar')).toBe('إرسال الأموال');
    expect(localizedTitle({ en: 'Send money' }, 'ku')).toBe('Send money');
    expect(localizedTitle({ en: '  ' }, 'ku')).toBe('-');
    expect(localizedTitle({}, 'ar')).toBe('-');
    expect(localizedTitle(undefined, 'en')).toBe('-');
  });

  it('puts a service route without a leading slash under /app/services/', () => {
    expect(resolveRoute('send-money')).toBe('/app/services/send-money');
    expect(resolveRoute('/app/service/withdraw')).toBe('/app/service/withdraw');
    expect(resolveRoute('  mobile-bill-payment ')).toBe('/app/services/mobile-bill-payment');
  });

  it('never resolves a route that leaves the portal', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      'javascript:alert(1)',
      '/app/../../x',
      '/a\\b',
      '',
      null,
    ])
      expect(resolveRoute(bad)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (route) => {
        const to = resolveRoute(route);
        if (to !== null) {
          expect(to.startsWith('/')).toBe(true);
          expect(to.startsWith('//')).toBe(false);
          expect(to.split('/')).not.toContain('..');
        }
      }),
    );
  });

  it('shows only enabled entries, in sort_order, nested lists too, stable for equal orders', () => {
    const shown = shownEntries(
      [
        entry({ title: { en: 'C' }, sort_order: 3 }),
        entry({ title: { en: 'off' }, sort_order: 0, enabled: false }),
        entry({
          title: { en: 'A' },
          sort_order: 1,
          route: '',
          dataList: [entry({ title: { en: 'A2' }, sort_order: 2 }), entry({ title: { en: 'A1' }, sort_order: 1 })],
        }),
        entry({ title: { en: 'B1' }, sort_order: 2 }),
        entry({ title: { en: 'B2' }, sort_order: 2 }),
      ],
      'en',
    );
    expect(shown.map((s) => s.title)).toEqual(['A', 'B1', 'B2', 'C']);
    expect(shown[0]?.to).toBeNull();
    expect(shown[0]?.children.map((s) => s.title)).toEqual(['A1', 'A2']);
    expect(new Set(shown.flatMap((s) => [s.key, ...s.children.map((c) => c.key)])).size).toBe(6);
  });

  it('keeps drawer lists to 7 and counts the rest for "more"', () => {
    expect(limitList([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(limitList([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual({ shown: [1, 2, 3, 4, 5, 6, 7], more: 2 });
  });

  it('orders drawer tabs by display_order and list items by sort_order', () => {
    const tabs = shownDrawer(
      {
        type: 'tabmenu',
        tabs: [
          { tab_type: 'other', display_order: 2, title: { en: 'Other' }, content: [] },
          { tab_type: 'walletList', display_order: 1, title: { en: 'Wallets' }, content: [] },
        ],
      },
      'en',
    );
    expect(tabs.type === 'tabmenu' && tabs.tabs.map((t) => t.kind)).toEqual(['walletList', 'other']);
    const list = shownDrawer(
      {
        type: 'listmenu',
        content: [
          { title: { en: 'Two' }, icon: null, route: 'b', sort_order: 2, enabled: true, childs: [] },
          { title: { en: 'Hidden' }, icon: null, route: 'c', sort_order: 0, enabled: false, childs: [] },
          { title: { en: 'One' }, icon: null, route: '/app/dashboard', sort_order: 1, enabled: true, childs: [] },
        ],
      },
      'en',
    );
    expect(list.type === 'listmenu' && list.items.map((i) => [i.title, i.to])).toEqual([
      ['One', '/app/dashboard'],
      ['Two', '/app/services/b'],
    ]);
  });

  it('accepts a well-formed menu and names where a malformed one breaks', () => {
    const part = { layout_data: { dataList: [entry({ dataList: [entry({})] })] } };
    const menu = {
      header: part,
      footer: part,
      service: part,
      app_notification: part,
      drawer: {
        layout_data: {
          page_field_configuration: {
            body: { type: 'listmenu', content: [] },
            header: { showProfile: true, showBalance: false },
            userParameterBinding: { name: 'displayName' },
          },
        },
      },
    };
    expect(v.safeParse(menuSchema, menu).success).toBe(true);
    const broken = { ...menu, service: { layout_data: { dataList: [{ ...entry({}), sort_order: 'first' }] } } };
    const result = v.safeParse(menuSchema, broken);
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => v.getDotPath(i))).toContain('service.layout_data.dataList.0.sort_order');
    expect(v.safeParse(menuEntrySchema, { ...entry({}), title: { english: 'x' } }).success).toBe(false);
  });
});
