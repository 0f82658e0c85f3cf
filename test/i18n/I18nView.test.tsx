import { act, render, screen } from '@testing-library/react';
import { useLingui } from '@lingui/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as I18nModule from '../../src/i18n';
import type * as I18nViewModule from '../../src/i18n/I18nView';

/**
 * issue 20: a chunk's part of the catalog reaches Lingui without redrawing the views (none drawn
 * before reads it); a language activated or a catalog loaded redraws them. The built portal's
 * parts are modules; here one is a data: URL module, and the module is loaded with parts on.
 */
const partUrl = (messages: Record<string, string>) =>
  `data:text/javascript,export default ${encodeURIComponent(JSON.stringify(messages))}`;

describe('I18nView', () => {
  let mod: typeof I18nModule;
  let View: typeof I18nViewModule.I18nView;

  beforeAll(async () => {
    vi.resetModules();
    globalThis.__wpI18nParts = [];
    mod = await import('../../src/i18n');
    View = (await import('../../src/i18n/I18nView')).I18nView;
    mod.i18n.load('en', { greeting: 'Hello' });
    mod.i18n.activate('en');
  });
  afterAll(() => {
    globalThis.__wpI18nParts = undefined;
    globalThis.__wpI18nNeed = undefined;
  });

  it('redraws on a real change of the texts, not on a chunk’s own part', async () => {
    const draws: string[] = [];
    function Greeting() {
      const { _ } = useLingui();
      const text = _('greeting');
      draws.push(text);
      return <p>{text}</p>;
    }
    render(
      <View>
        <Greeting />
      </View>,
    );
    expect(screen.getByText('Hello')).toBeTruthy();
    const before = draws.length;
    const version = mod.textsVersionStore.version();

    // a lazily loaded chunk's part: its texts are there, nothing is redrawn
    await act(() => globalThis.__wpI18nNeed!({ en: partUrl({ other: 'From the chunk' }) }));
    expect(mod.i18n._('other')).toBe('From the chunk');
    expect(mod.textsVersionStore.version()).toBe(version);
    expect(draws.length).toBe(before);

    // the texts the views show change (a catalog or the content service's labels): redrawn
    act(() => mod.i18n.load('en', { greeting: 'Welcome' }));
    expect(mod.textsVersionStore.version()).toBe(version + 1);
    expect(screen.getByText('Welcome')).toBeTruthy();
    expect(draws.length).toBeGreaterThan(before);
  });
});
