import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { WizardDraftContext } from '../../../../machines/wizardDraft.machine';
import { DEMO_PIN } from '../../../../server/seed/demoUsers';
import { callAsPage, typeIntoBoxes } from '../../support';
import { adapterCall, maskedPin } from '../accounts';
import { requestId } from '../people';
import { START_EVENT } from '../plan';
import { type BrowserModel, type StepInfo, pauseClockAhead } from '../runner';
import { amountBox, next, reviewHeading } from '../wizardSteps';

/**
 * requirements#wizard-drafts: send money's draft on the server, for a customer of the worker's own
 * (drafts are the user's: no other path sees them), its wallet topped up once from a linked bank
 * account so that a path can pay. Each path starts from the server's draft it needs — none, or one
 * on the amount step saved through the API — and the page's find, save and delete calls are held
 * until the path's result step (a failure is the network's). The events are the user's: Continue
 * or Start over on the offer; a move is Next on the recipient (to the amount), Next on the amount
 * and Submit (to the confirmation, the chart's review: the summary before it keeps the amount
 * step's place, so its Next is no move) or Back to the recipient; the payment done (`draft.clear`)
 * is the PIN and Confirm and pay, up to the receipt (the server ends the draft with the payment on its own; a save
 * still out lands after that and stores it again, for the chart's delete). The save interval is the page's clock: paused as a save
 * answers, moved 2 s by the path's `after` step. Each state is checked on the screen (the offer,
 * the wizard's step or receipt) and against the server: the draft it holds, what the page asked
 * it to save or delete.
 */
export const WIZARD_DRAFT_PREFIX = 'mdldraft';

const PAGE_ID = 'SERVICE_SEND_MONEY';
const RECIPIENT_LABEL = "Recipient's mobile number";
/** a seeded wallet's mobile (the wizard's look-up names it) and a small amount */
const RECIPIENT = '7701000002';
const AMOUNT = '1000';
const BANK = { bankCode: 'RAFB', accountNumber: '700800905678' } as const;
const STATEMENT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface Stored {
  id: string;
  stepIndex: number;
  history: number[];
  savedAt: string;
  values: Record<string, unknown>;
}

interface Memo {
  /** the draft the server must hold now (undefined: not known, after a call that was cut off) */
  server: Pick<Stored, 'stepIndex' | 'history'> | null;
  /** the id of the server's draft the path put there or the page saved */
  storedId?: string;
  /** the offered draft's time, as the server keeps it */
  savedAt?: string;
  saves: Array<{ stepIndex: number; history: number[]; values: Record<string, unknown> }>;
  deletes: string[];
}

const ctx = (step: StepInfo) => step.snapshot.context as WizardDraftContext;
const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const main = (page: Page) => page.getByRole('main');
const offerHeading = (page: Page) => main(page).getByRole('heading', { name: /^Continue your Send money from / });
const recipientBox = (page: Page) => main(page).getByRole('textbox', { name: RECIPIENT_LABEL });
const continueButton = (page: Page) => main(page).getByRole('button', { name: 'Continue', exact: true });
const pinBox = (page: Page) => main(page).getByRole('textbox', { name: /^Transaction PIN, digit 1 of \d+$/ });
const startOverButton = (page: Page) => main(page).getByRole('button', { name: 'Start over', exact: true });

let funded: Promise<void> | undefined;

/** The worker's customer's wallet, topped up once from a linked bank account (a new one is empty). */
function fund(page: Page): Promise<void> {
  funded ??= (async () => {
    await adapterCall(page, 'transaction/submit', {
      requestId: requestId(),
      serviceCode: 'LINK_BANK_ACCOUNT',
      ...BANK,
      confirmAccountNumber: BANK.accountNumber,
      accountName: 'Mustafa Jabbar',
      dateOfBirth: '1980-05-01',
      statement: STATEMENT,
      acceptTerms: true,
      pin: await maskedPin(page, DEMO_PIN),
    });
    const { accounts } = await adapterCall<{ accounts: { id: string }[] }>(page, 'bankaccount/list', {});
    const result = await adapterCall<{ status: number }>(page, 'transaction/submit', {
      requestId: requestId(),
      serviceCode: 'WALLET_TOPUP',
      bankAccountId: accounts[0]!.id,
      amount: '50000',
      pin: await maskedPin(page, DEMO_PIN),
    });
    expect(result.status, 'the top-up succeeded').toBe(1);
  })();
  funded.catch(() => (funded = undefined));
  return funded;
}

/** The server's draft of send money for this customer, asked apart from the page's own calls. */
async function serverDraft(page: Page): Promise<Stored | null> {
  const answer = await callAsPage(page, 'adapter/v1/wizarddraft/find', { pageId: PAGE_ID });
  const body = (await answer.json()) as { responseCode: number; data: { draft: Stored | null } };
  expect(body.responseCode, `wizarddraft/find answered ${JSON.stringify(body)}`).toBe(0);
  return body.data.draft;
}

/** The server holds the draft the path's steps left there (the one put at the start, a save, none). */
async function expectServer(page: Page, step: StepInfo) {
  const expected = memoOf(step).server;
  await expect
    .poll(async () => {
      const draft = await serverDraft(page);
      return draft === null ? null : { stepIndex: draft.stepIndex, history: draft.history };
    })
    .toEqual(expected);
}

const firstResult = (path: StepInfo['path']) =>
  path.steps.find((s) => s.event.type.startsWith('xstate.') && s.event.type.includes('findDraft'))?.event;
const offered = (path: StepInfo['path']) =>
  Boolean((firstResult(path) as { output?: unknown } | undefined)?.output) &&
  firstResult(path)?.type === 'xstate.done.actor.findDraft';

/** The payment was made on this path (up to this step): the wizard shows its receipt. */
const paid = (step: StepInfo) => step.path.steps.slice(1, step.index + 1).some((s) => s.event.type === 'draft.clear');

/** Follows what the page asks the server to save and delete. */
function listen(page: Page, memo: Memo) {
  page.on('request', (request) => {
    const url = request.url();
    if (url.endsWith('/wizarddraft/save')) memo.saves.push(JSON.parse(request.postData() ?? '{}'));
    if (url.endsWith('/wizarddraft/delete'))
      memo.deletes.push((JSON.parse(request.postData() ?? '{}') as { id: string }).id);
  });
  page.on('response', (response) => {
    if (!response.url().endsWith('/wizarddraft/save') || response.status() !== 200) return;
    void response
      .json()
      .then((body: { responseCode: number; data?: { draft: Stored } }) => {
        if (body.responseCode === 0 && body.data) memo.storedId = body.data.draft.id;
      })
      .catch(() => {});
  });
}

/** Where the path's wizard is: its receipt once paid, else the step (or review) the chart last heard of. */
async function expectWizard(page: Page, step: StepInfo) {
  await expect(offerHeading(page)).toHaveCount(0);
  if (paid(step)) {
    await expect(main(page).getByRole('heading', { name: 'Payment successful', level: 2 })).toBeVisible();
    return;
  }
  const { place } = ctx(step);
  if (place.startsWith('review:')) {
    // the confirmation: the PIN asked, the payment not made yet
    await expect(pinBox(page)).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Confirm and pay' })).toBeVisible();
  } else if (place === '1/0') {
    await expect(main(page).getByRole('heading', { name: 'Amount', level: 2 })).toBeVisible();
    await expect(amountBox(page)).toBeVisible();
  } else {
    await expect(main(page).getByRole('heading', { name: 'Recipient', level: 2 })).toBeVisible();
    // after Start over the form is empty; after a move back it keeps the number typed
    const back = step.path.steps.slice(1, step.index + 1).some((s) => s.event.type === 'draft.keep');
    await expect(recipientBox(page)).toHaveValue(back ? RECIPIENT : '');
  }
}

/** How many times the path's chart entered `saving` up to this step: one save call each. */
const savesSoFar = (step: StepInfo) =>
  step.path.steps.slice(1, step.index + 1).filter((s, i, all) => {
    const before = i === 0 ? step.path.steps[0]!.snapshot : all[i - 1]!.snapshot;
    return s.snapshot.matches({ keeping: 'saving' }) && !before.matches({ keeping: 'saving' });
  }).length;

/** The place's draft as the page stores it: the review resumes on the amount (its quote is asked again). */
const storedPlace = (place: string) =>
  place.replace(/^review:/, '') === '1/0' ? { stepIndex: 1, history: [0] } : { stepIndex: 0, history: [] };

/** Stops the page's clock (a moment on: the page's own time may pass the time asked for, then asked again). */
async function pauseClock(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      await pauseClockAhead(page, 200);
      return;
    } catch (error) {
      if (attempt === 3 || !/to the past/.test((error as Error).message)) throw error;
    }
  }
}

const isKeep = (e: EventObject, stepIndex: number, review: boolean) =>
  e.type === 'draft.keep' &&
  (e as unknown as { draft: { stepIndex: number }; review: boolean }).draft.stepIndex === stepIndex &&
  (e as unknown as { review: boolean }).review === review;

export const wizardDraftModel: BrowserModel = {
  machine: 'wizardDraft',
  clock: true,
  calls: {
    findDraft: '**/api/adapter/v1/wizarddraft/find',
    saveDraft: '**/api/adapter/v1/wizarddraft/save',
    deleteDraft: '**/api/adapter/v1/wizarddraft/delete',
  },
  // a draft kept through maintenance (skipOffer): the sandbox's maintenance is the whole site's
  cannot: (event, before) => {
    if (event.type === START_EVENT && (event as unknown as { input: { skipOffer: boolean } }).input.skipOffer)
      return "a draft kept through maintenance: the sandbox's maintenance switch is the whole site's (every path on the second sandbox would go to /maintenance); the maintenance spec walks the kept draft";
    if (event.type === 'draft.clear' && !(before.context as WizardDraftContext).place.startsWith('review:'))
      return 'a payment is made from the review: the move there (a `draft.keep`) always comes first';
    return undefined;
  },
  async start(page, step) {
    const memo = memoOf(step);
    memo.saves = [];
    memo.deletes = [];
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fund(page);
    // the server's draft the path starts from: one on the amount step, or none
    const stored = await serverDraft(page);
    if (stored) await adapterCall(page, 'wizarddraft/delete', { id: stored.id });
    memo.server = null;
    if (offered(step.path)) {
      const { draft } = await adapterCall<{ draft: Stored }>(page, 'wizarddraft/save', {
        pageId: PAGE_ID,
        stepIndex: 1,
        history: [0],
        values: { recipientMode: 'mobile', recipientMobile: RECIPIENT, amount: AMOUNT, note: '' },
      });
      memo.server = { stepIndex: 1, history: [0] };
      memo.storedId = draft.id;
      memo.savedAt = draft.savedAt;
    }
    listen(page, memo);
    await page.goto('/app/services/send-money');
  },
  states: {
    // an eventless choice: never rests (its transition is what the inspector reports)
    'wizardDraft.starting': async () => {},
    // the page waits for the server's word before any form: no offer, no step
    'wizardDraft.looking': async (page) => {
      await expect(page.getByRole('heading', { name: 'Send money', level: 1 })).toBeVisible();
      await expect(offerHeading(page)).toHaveCount(0);
      await expect(recipientBox(page)).toHaveCount(0);
      await expect(main(page).getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
    },
    // the server's draft offered with its time; nothing of the wizard yet
    'wizardDraft.offering': async (page, step) => {
      const savedAt = memoOf(step).savedAt!;
      const when = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(savedAt));
      await expect(offerHeading(page)).toHaveText(`Continue your Send money from ${when}?`);
      await expect(offerHeading(page)).toBeFocused();
      await expect(continueButton(page)).toBeEnabled();
      await expect(startOverButton(page)).toBeEnabled();
      await expect(recipientBox(page)).toHaveCount(0);
      await expectServer(page, step);
    },
    // Start over on its way: the offered draft's delete asked, Continue off
    'wizardDraft.discarding': async (page, step) => {
      await expect(offerHeading(page)).toBeVisible();
      await expect(continueButton(page)).toBeDisabled();
      await expect(startOverButton(page)).toHaveAttribute('data-loading', 'true');
      await expect.poll(() => memoOf(step).deletes).toEqual([memoOf(step).storedId]);
    },
    'wizardDraft.keeping': async (page, step) => {
      await expectWizard(page, step);
    },
    // nothing out: the server holds what the path's calls left there
    'wizardDraft.keeping.idle': async (page, step) => {
      await expectServer(page, step);
    },
    // the move's draft asked to be saved: the place the chart was told of, the number typed, no PIN
    'wizardDraft.keeping.saving': async (_page, step) => {
      const memo = memoOf(step);
      await expect.poll(() => memo.saves.length).toBe(savesSoFar(step));
      const body = memo.saves.at(-1)!;
      // the place the chart had when it entered saving (moves meanwhile are queued for the next save)
      let entry = step.index;
      while (entry > 1 && step.path.steps[entry - 1]!.snapshot.matches({ keeping: 'saving' })) entry--;
      const place = (step.path.steps[entry]!.snapshot.context as WizardDraftContext).place;
      expect(body).toMatchObject({ pageId: PAGE_ID, ...storedPlace(place) });
      expect(body.values).toMatchObject({ recipientMobile: RECIPIENT });
      expect(Object.keys(body.values).filter((id) => /pin/i.test(id))).toEqual([]);
    },
    // a save is in (or failed): no other is asked until the interval has passed
    'wizardDraft.keeping.cooling': async (page, step) => {
      expect(memoOf(step).saves.length, 'saves asked').toBe(savesSoFar(step));
      await expectServer(page, step);
    },
    // the payment is done: the stored draft's delete asked
    'wizardDraft.keeping.clearing': async (_page, step) => {
      const memo = memoOf(step);
      await expect.poll(() => memo.deletes.at(-1)).toBe(memo.storedId);
    },
  },
  events: {
    'draft.continue': async (page) => {
      await continueButton(page).click();
    },
    'draft.discard': async (page) => {
      await startOverButton(page).click();
    },
    'draft.keep': async (page, step) => {
      const { event } = step;
      if (isKeep(event, 1, false)) {
        // on the recipient: the number, its look-up, Next
        const box = recipientBox(page);
        await box.fill(RECIPIENT);
        await expect(box).not.toHaveAccessibleDescription(/No wallet/);
        await next(page);
      } else if (isKeep(event, 1, true)) {
        // on the amount: the amount (a resumed draft has it), Next to the summary, Submit: the
        // confirmation (the chart's review; the summary before it is still the amount step's place)
        const amount = amountBox(page);
        if ((await amount.inputValue()) === '') await amount.fill(AMOUNT);
        await next(page);
        await expect(reviewHeading(page)).toBeVisible();
        await main(page).getByRole('button', { name: 'Submit', exact: true }).click();
        await expect(pinBox(page)).toBeVisible();
      } else {
        // back from the amount to the recipient
        await main(page).getByRole('button', { name: 'Back', exact: true }).click();
      }
    },
    // the payment: Submit on the review, the PIN, Confirm and pay, up to the receipt
    'draft.clear': async (page, step) => {
      await typeIntoBoxes(page, 'Transaction PIN', DEMO_PIN);
      await main(page).getByRole('button', { name: 'Confirm and pay' }).click();
      await expect(main(page).getByRole('heading', { name: 'Payment successful', level: 2 })).toBeVisible();
      // the server ends the service's draft with the payment itself (a save still out stores it again)
      memoOf(step).server = null;
    },
    'xstate.error.actor.findDraft': async (_page, _step, tools) => tools.fault(),
    'xstate.done.actor.deleteDraft': async (_page, step) => {
      memoOf(step).server = null;
    },
    'xstate.error.actor.deleteDraft': async (_page, _step, tools) => tools.fault(),
    // a save answered: the interval starts, on the page's clock stopped here
    'xstate.done.actor.saveDraft': async (page, step) => {
      await pauseClock(page);
      const saved = memoOf(step).saves.at(-1)!;
      memoOf(step).server = { stepIndex: saved.stepIndex, history: saved.history };
    },
    'xstate.error.actor.saveDraft': async (page, _step, tools) => {
      await pauseClock(page);
      tools.fault();
    },
    'xstate.after.saveInterval.wizardDraft.keeping.cooling': async (page) => {
      await page.clock.runFor(2000);
      await page.clock.resume();
    },
  },
};
