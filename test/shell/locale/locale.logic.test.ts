import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Gateway } from '../../../src/api/gateway';
import * as paths from '../../../src/api/contract/paths';
import { activateLocale, i18n, loadCatalog } from '../../../src/i18n';
import type { Platform } from '../../../src/platform/platform';
import { browserStore } from '../../../src/platform/storage';
import { localeLogic } from '../../../src/shell/locale/locale.logic';

/**
 * requirements#language-data: the language statechart with its real effects and a fake gateway —
 * only the shown language's labels are asked for, never a catalog language's, and they fill its texts.
 */
const signIn = generateMessageId('Sign in');
const password = generateMessageId('Password');

function setUp(answer: (path: string) => unknown) {
  const call = vi.fn(async (path: string) => answer(path));
  const gateway = { call, config: {} } as unknown as Gateway;
  const values = new Map<string, string>();
  const store = {
    ...browserStore({
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => values.set(k, v),
      removeItem: (k: string) => values.delete(k),
    } as unknown as Storage),
    subscribe: () => () => {},
  };
  const win = {
    document: { documentElement: { lang: '', dir: '', setAttribute: () => {} } },
  } as unknown as Window;
  const actor = createActor(localeLogic({ store, gateway } as unknown as Platform, win), {
    input: { active: 'en', requested: 'en' },
  });
  actor.start();
  return { actor, call, values };
}

afterAll(async () => {
  await loadCatalog('fr');
  activateLocale('en');
});

describe('the language statechart with its labels', () => {
  it('asks for the labels of the language shown once the content service can be asked, and shows them', async () => {
    const { actor, call, values } = setUp((path) =>
      path === paths.languageData('fr') ? { locale: 'fr', labels: { 'Sign in': 'Se connecter' } } : undefined,
    );
    actor.send({ type: 'locale.select', locale: 'fr' });
    await waitFor(actor, (s) => s.matches({ active: { labels: 'waiting' } }));
    expect(call).not.toHaveBeenCalled();
    expect(values.get('locale')).toBe('fr');
    expect(i18n._(signIn)).toBe('Sign in');

    actor.send({ type: 'labels.reload' });
    await waitFor(actor, (s) => s.matches({ active: { labels: 'shown' } }));
    expect(call.mock.calls.map(([path]) => path)).toEqual([paths.languageData('fr')]);
    expect([i18n.locale, i18n._(signIn), i18n._(password)]).toEqual(['fr', 'Se connecter', 'Password']);
    actor.stop();
  });

  it('asks nothing for a language with a catalog of its own', async () => {
    const { actor, call } = setUp(() => {
      throw new Error('no call expected');
    });
    actor.send({ type: 'labels.reload' });
    actor.send({ type: 'locale.select', locale: 'ar' });
    await waitFor(actor, (s) => s.matches({ active: { labels: 'shown' } }) && s.context.active === 'ar');
    expect(call).not.toHaveBeenCalled();
    expect(i18n._(signIn)).toMatch(/[\u0600-\u06FF]/);
    actor.stop();
  });

  it('keeps English texts when the labels cannot be loaded, and remembers why', async () => {
    const { actor } = setUp(() => {
      throw Object.assign(new Error('down'), { kind: 'unavailable', errCode: 503, message: 'down' });
    });
    actor.send({ type: 'labels.reload' });
    actor.send({ type: 'locale.select', locale: 'fr' });
    await waitFor(actor, (s) => s.matches({ active: { labels: 'failed' } }));
    expect(actor.getSnapshot().context.labelsFailure).toMatchObject({ kind: 'unavailable', errCode: 503 });
    expect([i18n.locale, i18n._(signIn)]).toEqual(['fr', 'Sign in']);
    actor.stop();
  });
});
