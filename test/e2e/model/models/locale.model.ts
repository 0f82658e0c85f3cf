import { expect, type Page, type Route } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { LocaleContext, LocaleInput } from '../../../../machines/locale.machine';
import * as paths from '../../../../src/api/contract/paths';
import { customerWithPin } from '../accounts';
import { announceChange, countChangeAnswers } from '../contentChanges';
import type { PlannedPath } from '../plan';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#languages, #language-data, #language-preference: the interface language on
 * /signin (signed out) or a signed-in page of a customer of the worker's own. The chart's samples
 * name Arabic and Kurdish; the browser walks French (no catalog: the whole English catalog loads
 * under it and the content service's labels fill its texts) for the remembered language, and
 * Kurdish (a catalog of its own, right to left) for the one picked from the language menu.
 * The tab's atlas switch is set before the first page, so the actor is followed from its start.
 * Startup's site-settings call is held until the path's first `labels.reload` (the content service
 * can be asked once startup runs); a later one is the change feed naming the languages. The
 * catalog chunks, the labels' call and the preference save are held and failed as the network
 * does; a catalog the page already loaded, and the labels of a language with a catalog, answer at
 * once with no call (the runner's `instant`). A session's start is a sign-in on the page.
 */
const SITE_SETTINGS = /\/api\/cms\/v1\/default_sitesetting_getSiteSettingBySiteId_/;
const LABELS = /\/api\/cms\/v1\/default_languages_getLanguageDataByLocale_(\w+)/;
/** a catalog part of a language with a catalog, or a whole catalog (the English one, for a language without) */
const CATALOG = /\/assets\/messages-(?:(en|ar|ku)-[\w-]{10}|[\w-]{8})\.js$/;
const PREFIX = 'mdllocale';

/** the browser's language for the chart's */
const REAL: Record<string, string> = { en: 'en', ar: 'fr', ku: 'ku' };
const real = (locale: string) => REAL[locale] ?? locale;
const hasCatalog = (locale: string) => ['en', 'ar', 'ku'].includes(locale);
/** what a language's catalog load fetches */
const resourceOf = (locale: string) => (hasCatalog(locale) ? `${locale}-parts` : 'en-whole');
/** the Language button's name in each language (French: the content service's label) */
const LANGUAGE: Record<string, string> = { en: 'Language', ku: 'زمان', fr: 'Langue' };

type Fate = 'hold' | 'pass' | 'fail';
interface Held {
  routes: Route[];
  fate: Fate;
}
interface Memo {
  settings: Held;
  catalogs: Record<string, Held>;
  labels: Held;
  labelRequests: string[];
  saves: string[];
  /** what the server answered each save it took */
  saved: string[];
  answered: () => number;
  started: boolean;
}

const ctx = (s: AnyMachineSnapshot) => s.context as LocaleContext;
const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const held = (): Held => ({ routes: [], fate: 'pass' });

const isResult = (type: string, actor: string) =>
  type === `xstate.done.actor.${actor}` || type === `xstate.error.actor.${actor}`;

/** What the page has at each step of a path: signed in, the catalogs it loaded. */
function simulate(path: PlannedPath) {
  const input = path.input as LocaleInput;
  const signedInAtStart = startsSignedIn(path);
  const loaded = new Set<string>(real(input.requested) === 'en' ? ['en-parts'] : []);
  let signedIn = signedInAtStart;
  return path.steps.map((step, i) => {
    const before = i === 0 ? step.snapshot : path.steps[i - 1]!.snapshot;
    const type = step.event.type;
    let instant = false;
    if (isResult(type, 'loadCatalog')) {
      const resource = resourceOf(real(ctx(before).requested));
      instant = loaded.has(resource);
      if (type.startsWith('xstate.done')) loaded.add(resource);
      // the restored language failed: the boot loads English
      else if (before.matches('restoring')) loaded.add('en-parts');
    } else if (isResult(type, 'loadLabels')) instant = hasCatalog(real(ctx(before).active));
    else if (isResult(type, 'savePreference')) instant = !signedIn;
    if (type === 'locale.sync') signedIn = true;
    return { instant, signedIn };
  });
}

/** A path that saves before any session starts on the page starts signed in (a save needs one). */
export function startsSignedIn(path: PlannedPath): boolean {
  const types = path.steps.map((s) => s.event.type);
  const sync = types.indexOf('locale.sync');
  const save = types.findIndex((t) => isResult(t, 'savePreference'));
  return sync === -1 && save !== -1;
}

export const LOCALE_PREFIX = PREFIX;

const html = (page: Page) => page.locator('html');
const languageButton = (page: Page, locale: string, labelled: boolean) =>
  page.getByRole('button', { name: locale === 'fr' && !labelled ? 'Language' : LANGUAGE[locale], exact: true });

async function release(where: Held, fate: 'pass' | 'fail', what: string) {
  await expect.poll(() => where.routes.length, { message: `the portal never asked for ${what}` }).toBeGreaterThan(0);
  where.fate = fate;
  for (const route of where.routes.splice(0))
    if (fate === 'pass') await route.continue().catch(() => {});
    else await route.fulfill({ status: 503, body: '' }).catch(() => {});
}

function router(where: Held) {
  return (route: Route) => {
    if (where.fate === 'pass') void route.continue().catch(() => {});
    else if (where.fate === 'fail') void route.fulfill({ status: 503, body: '' }).catch(() => {});
    else where.routes.push(route);
  };
}

/** The real language of a step's snapshot. */
const shown = (step: StepInfo) => real(ctx(step.snapshot).active);
/** The French labels are on the page: the last labels answer let through. */
const labelled = (step: StepInfo) => {
  const prior = step.path.steps.slice(1, step.index + 1).map((s) => s.event.type);
  return prior.includes('xstate.done.actor.loadLabels');
};

export const localeModel: BrowserModel = {
  machine: 'locale',
  calls: { savePreference: `**/api/${paths.updateLanguagePreference}` },
  instant: (step) => simulate(step.path)[step.index]?.instant ?? false,
  cannot: (event: EventObject, before: AnyMachineSnapshot) => {
    if (event.type === 'locale.retry')
      return 'the portal offers no retry for a language that failed to load: picking it again in the language menu is another locale.select';
    if (event.type === 'xstate.error.actor.loadLabels' && hasCatalog(real(ctx(before).active)))
      return 'a language with a catalog of its own asks the content service for no labels: nothing can fail';
    return undefined;
  },
  async start(page, step) {
    const memo = memoOf(step);
    const input = step.path.input as LocaleInput;
    Object.assign(memo, {
      settings: { routes: [], fate: 'hold' },
      catalogs: { 'en-parts': held(), 'ar-parts': held(), 'ku-parts': held(), 'en-whole': held() },
      labels: { routes: [], fate: 'hold' },
      labelRequests: [],
      saves: [],
      saved: [],
      answered: countChangeAnswers(page),
      started: false,
    } satisfies Memo);
    await page.addInitScript((locale) => {
      sessionStorage.setItem('atlasLive', '1');
      localStorage.setItem('locale', locale);
    }, real(input.requested));
    page.on('request', (request) => {
      const m = LABELS.exec(request.url());
      if (m) memo.labelRequests.push(m[1]!);
      if (!request.url().includes(paths.updateLanguagePreference)) return;
      memo.saves.push((request.postDataJSON() as { locale: string }).locale);
      void request
        .response()
        .then((response) => response?.json() as Promise<{ responseCode: number; data: { locale: string } }>)
        .then((body) => {
          if (body?.responseCode === 0) memo.saved.push(body.data.locale);
        })
        .catch(() => {});
    });
    await page.route(SITE_SETTINGS, router(memo.settings));
    await page.route(LABELS, router(memo.labels));
    await page.route(CATALOG, (route) => {
      const m = CATALOG.exec(route.request().url())!;
      router(memo.catalogs[m[1] ? `${m[1]}-parts` : 'en-whole']!)(route);
    });
    // the remembered language's catalog is held when the path answers it
    const first = step.path.steps[1];
    if (first && isResult(first.event.type, 'loadCatalog') && !simulate(step.path)[1]!.instant)
      memo.catalogs[resourceOf(real(input.requested))]!.fate = 'hold';
    await page.goto(startsSignedIn(step.path) ? '/app/myQrCode' : '/signin');
  },
  states: {
    // eventless: it never rests
    'locale.starting': async (page) => {
      await expect(html(page)).toHaveCount(1);
    },
    // the first paint waits for the remembered language's catalog
    'locale.restoring': async (page, step) => {
      await expect(page.locator('#root .boot-splash')).toHaveCount(1);
      await expect(html(page)).toHaveAttribute('lang', real(ctx(step.snapshot).requested));
      const memo = memoOf(step);
      await expect.poll(() => memo.catalogs['en-whole']!.routes.length).toBeGreaterThan(0);
    },
    // the language button busy, the language shown still the one before
    'locale.switching': async (page, step) => {
      await expect(html(page)).toHaveAttribute('lang', shown(step));
      await expect(page.locator('button[data-loading]')).toHaveCount(1);
    },
    'locale.active': async (page, step) => {
      const locale = shown(step);
      await expect(html(page)).toHaveAttribute('lang', locale);
      await expect(html(page)).toHaveAttribute('dir', locale === 'ku' ? 'rtl' : 'ltr');
      await expect(html(page)).toHaveAttribute('data-texts', hasCatalog(locale) ? locale : 'en');
    },
    'locale.active.preference': async () => {},
    // nothing being saved; the last save (if any) named the language shown
    'locale.active.preference.settled': async (_page, step) => {
      const memo = memoOf(step);
      if (memo.saves.length > 0) expect(memo.saves.at(-1), 'the language saved').toBe(shown(step));
      // a save that went through: the account's language, as the server answered it
      if (step.event.type === 'xstate.done.actor.savePreference' && !simulate(step.path)[step.index]!.instant)
        await expect.poll(() => memo.saved.at(-1), { message: "the server's answer to the save" }).toBe(shown(step));
    },
    // the account is told the language in use
    'locale.active.preference.savingPreference': async (_page, step) => {
      const memo = memoOf(step);
      if (!simulate(step.path)[step.index]!.signedIn) return;
      await expect.poll(() => memo.saves.at(-1), { message: 'no preference saved' }).toBe(shown(step));
    },
    'locale.active.labels': async () => {},
    // startup has not run: the loader, no language asked of the content service
    'locale.active.labels.waiting': async (page, step) => {
      expect(memoOf(step).labelRequests).toEqual([]);
      await expect(page.getByRole('button', { name: /^(Language|Langue|زمان)$/ })).toHaveCount(0);
    },
    // a language without a catalog asks for its labels; one with a catalog asks nothing
    'locale.active.labels.loading': async (page, step) => {
      const locale = shown(step);
      const memo = memoOf(step);
      if (hasCatalog(locale)) expect(memo.labelRequests).not.toContain(locale);
      else await expect.poll(() => memo.labelRequests.filter((l) => l === locale).length).toBeGreaterThan(0);
      await expect(languageButton(page, locale, labelled(step))).toBeVisible();
    },
    // the labels laid over the texts: French where the content service has them
    'locale.active.labels.shown': async (page, step) => {
      await expect(languageButton(page, shown(step), true)).toBeVisible();
    },
    // the labels could not come: English where the catalog lacks them
    'locale.active.labels.failed': async (page, step) => {
      await expect(languageButton(page, shown(step), labelled(step))).toBeVisible();
      if (!labelled(step)) await expect(page.getByRole('button', { name: 'Langue' })).toHaveCount(0);
    },
  },
  events: {
    'labels.reload': async (page, step) => {
      const memo = memoOf(step);
      if (!memo.started) {
        memo.started = true;
        await release(memo.settings, 'pass', 'the site settings');
      } else await announceChange(page, 'default_languages', memo.answered);
    },
    'xstate.done.actor.loadLabels': async (_page, step) =>
      release(memoOf(step).labels, 'pass', 'the labels').then(() => void (memoOf(step).labels.fate = 'hold')),
    'xstate.error.actor.loadLabels': async (_page, step) => {
      const labels = memoOf(step).labels;
      await release(labels, 'fail', 'the labels');
      labels.fate = 'hold';
    },
    'xstate.done.actor.loadCatalog': async (_page, step) =>
      release(memoOf(step).catalogs[resourceOf(real(ctx(step.before).requested))]!, 'pass', 'the catalog'),
    'xstate.error.actor.loadCatalog': async (_page, step) =>
      release(memoOf(step).catalogs[resourceOf(real(ctx(step.before).requested))]!, 'fail', 'the catalog'),
    'xstate.error.actor.savePreference': async (_page, _step, tools) => tools.fault(),
    'locale.select': async (page, step) => {
      const locale = real((step.event as unknown as { locale: string }).locale);
      const memo = memoOf(step);
      const after = simulate(step.path)[step.index + 1];
      const resource = memo.catalogs[resourceOf(locale)]!;
      resource.fate = after?.instant ? 'pass' : 'hold';
      await languageButton(page, shown({ ...step, snapshot: step.before }), labelled(step)).click();
      await page.locator(`[role="menuitem"][lang="${locale}"]`).click();
    },
    // a session starts: the worker's own customer signs in on the page
    'locale.sync': async (page, step) => {
      const { userName, password } = await customerWithPin(step.browser, PREFIX);
      const form = page.locator('form').first();
      await form.locator('input:not([type=password]):not([type=hidden]):not([readonly])').first().fill(userName);
      await form.locator('input[autocomplete="current-password"]').fill(password);
      await form.locator('button[type=submit]').click();
      await expect(page).toHaveURL(/\/app\//);
    },
  },
};
