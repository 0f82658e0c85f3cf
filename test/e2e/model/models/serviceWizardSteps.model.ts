import { expect, type Page, type Route } from '@playwright/test';
import { createActor, type AnyMachineSnapshot, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { freshEntries, type WizardForm } from '../../../../machines/serviceWizard.form';
import type {
  ServiceWizardStepsContext,
  ServiceWizardStepsInput,
  StepCheck,
} from '../../../../machines/serviceWizardSteps.machine';
import { transitionKey } from '../../../../src/atlas/keys';
import { withFakes } from '../../../../src/atlas/paths';
import { restoreSession, type AccountType } from '../../support';
import { registryEntry, type PlannedPath, type PlannedStep } from '../plan';
import type { BrowserModel, StepInfo } from '../runner';
import { amountBox, next, reviewHeading } from '../wizardSteps';

/**
 * requirements#form-steps, #form-parameters, #uploads, #recipient-live-check: the service wizard's
 * step chart (a child of the serviceWizard chart, reported by the flow inspector under its own
 * machine name) walked on real services. Its generated paths send field answers in orders no page
 * can (an upload done before any file was chosen), so the model walks scenarios instead: each is a
 * list of events a user (or the page's own field work) brings about on one real service, replayed
 * on the chart with fake actors to learn the states every step must reach, then in Chromium.
 *
 * - send money as the seeded consumer (read only: the paths end at the PIN screen, nothing is paid):
 *   the favourites and recent lists that load with the first step (failed by a fault on their call,
 *   then Try again), the recipient's look-up that fills the name (values.fill), a blur check, the
 *   amount step's quote held and failed as the network does, Back, and Submit on the review;
 *   a recipient look-up the network fails at Next (checkStep's error), an empty step refused;
 * - bulk disbursement as the seeded enterprise (the one seeded service whose file goes to the
 *   server, with progress): the upload held (Cancel), failed as the network does, then let through.
 *
 * The answers the page's own field work (the fieldTasks actor) and the step check compute are the
 * runner's `instant` events: the step before brings them about.
 */

const ctxOf = (step: StepInfo) => step.snapshot.context as ServiceWizardStepsContext;

const FORM_URL = /\/api\/cms\/v1\/default_layout_getServiceConfiguration_/;
const QUOTE_URL = '**/api/adapter/v1/transaction/quote';
const LOOKUP_URL = '**/api/adapter/v1/getchilduserinfo';
const LISTS_URL = '**/api/adapter/v1/beneficiaries';
const UPLOAD_URL = '**/api/adapter/v1/fileupload';
/** what the wizard says under a failed check or quote (and keeps every value) */
const KEPT = 'Nothing you entered was lost.';
const UPLOAD_FAILED = 'The upload failed. Choose the file again.';
/** the seeded consumer2fa's wallet: the recipient of the send-money paths (nothing is paid) */
const RECIPIENT = '7701000002';

/** A call held on its way until the path lets it through or fails it. */
class Held {
  private routes: Route[] = [];
  private fault: number | null = null;
  private readonly handler = (route: Route) => {
    if (this.fault !== null) void route.fulfill({ status: this.fault, body: '' }).catch(() => {});
    else this.routes.push(route);
  };

  constructor(
    private readonly page: Page,
    private readonly url: string,
  ) {}

  async hold(): Promise<void> {
    await this.page.route(this.url, this.handler);
  }

  /** every call from now on answered with a network fault */
  async failAll(status = 503): Promise<void> {
    this.fault = status;
    await this.page.route(this.url, this.handler);
  }

  /** the held call sent on (or failed); later calls reach the server */
  async release(fault: number | null = null): Promise<void> {
    await expect.poll(() => this.routes.length, { message: `the portal never called ${this.url}` }).toBeGreaterThan(0);
    // answered before the handler goes (unroute lets what it held go on)
    for (const route of this.routes.splice(0))
      if (fault !== null) await route.fulfill({ status: fault, body: '' });
      else await route.continue();
    await this.page.unroute(this.url, this.handler);
  }

  async drop(): Promise<void> {
    this.fault = null;
    for (const route of this.routes.splice(0)) await route.continue().catch(() => {});
    await this.page.unroute(this.url, this.handler);
  }
}

const held = (step: StepInfo, url: string): Held =>
  ((step.memo[url] as Held | undefined) ??= new Held(step.memo.page as Page, url));

/** The JSON answer of the next call to `url`, kept in the path's memo under `key`. */
function keepAnswer(page: Page, step: StepInfo, url: string, key: string) {
  const pattern = url.replace('**', '');
  step.memo[key] = page
    .waitForResponse((r) => r.url().includes(pattern) && r.ok(), { timeout: 30_000 })
    .then((r) => r.json() as Promise<{ data?: Record<string, unknown> }>);
}

// ---------------------------------------------------------------------------------------------
// the scenarios

type Action = (page: Page, step: StepInfo) => Promise<void>;

interface ScenarioStep {
  event: EventObject;
  /** what the user does (none for an instant answer) */
  act?: Action;
  /** what the screen must show besides the state's own check */
  check?: Action;
}

interface Scenario {
  name: string;
  login: string;
  type: AccountType;
  route: string;
  /** the form as the chart sees it: only what the steps' guards read (its steps, their calls, their lists) */
  form: WizardForm;
  /** the form as the browser gets it (the server's stays as it is) */
  formPatch?: (form: { steps: { id: string }[] }) => void;
  /** before the page opens (a fault on a call the first step makes) */
  before?: Action;
  steps: ScenarioStep[];
  /** npm test walks it */
  subset: boolean;
}

const ev = (type: string, more: Record<string, unknown> = {}) => ({ type, ...more }) as EventObject;
const checked = (output: StepCheck) => ev('xstate.done.actor.checkStep', { output });
const passed = (nextStepIndex: number | null) => checked({ errors: {}, nextStepIndex });
const list = { url: 'adapter/v1/beneficiaries', method: 'POST', fields: [] };
const remote = (id: string) => ({ ParameterId: id, ValueSource: list });

const sendMoneyForm = {
  serviceCode: 'SEND_MONEY',
  confirmation: { kind: 'pin' },
  steps: [
    { id: 'recipient', parameters: [remote('favouriteMobile'), remote('recentMobile')] },
    { id: 'amount', parameters: [], request: { url: 'adapter/v1/transaction/quote' } },
    { id: 'review', parameters: [] },
  ],
} as unknown as WizardForm;

/** send money as the browser gets it without its review: the amount step's quote ends the steps */
const sendMoneyWithoutReview = { ...sendMoneyForm, steps: sendMoneyForm.steps.slice(0, 2) } as WizardForm;

const disbursementForm = {
  serviceCode: 'DISBURSEMENT',
  confirmation: { kind: 'pin' },
  steps: [
    { id: 'file', parameters: [], request: { url: 'adapter/v1/transaction/quote' } },
    { id: 'review', parameters: [] },
  ],
} as unknown as WizardForm;

const radio = (page: Page, name: RegExp) => page.getByRole('radio', { name });
const numberBox = (page: Page) => page.getByRole('textbox', { name: /^Recipient's mobile number/ });
const nameBox = (page: Page) => page.getByRole('textbox', { name: /^Recipient's name/ });
const failureAlert = (page: Page) => page.getByRole('alert').filter({ hasText: KEPT });
const optionsFailed = (page: Page) => page.getByText('The options could not be loaded.');
const stepHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });

/** Next (or Submit); with a quote to come it is held first, so the busy screen can be seen */
const nextHoldingQuote: Action = async (page, step) => {
  if (step.upcoming[1]?.type.startsWith('xstate.') && step.upcoming[1].type.endsWith('.actor.stepRequest'))
    await held(step, QUOTE_URL).hold();
  // Submit on the last step
  await page.getByRole('button', { name: /^(Next|Submit)$/ }).click();
};

const quoteAnswered: Action = async (page, step) => {
  keepAnswer(page, step, QUOTE_URL, 'quote');
  await held(step, QUOTE_URL).release();
};

/** the review: the quote's counterparty (the server's answer) and Submit */
const reviewShowsQuote: Action = async (page, step) => {
  await expect(reviewHeading(page)).toBeVisible();
  const quote = await (step.memo.quote as Promise<{ data?: { counterparty?: { name?: string } } }>);
  const name = quote.data?.counterparty?.name;
  expect(name, 'the quote names the recipient').toBeTruthy();
  await expect(page.locator('main form')).toContainText(name!);
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
};

const amountStep = async (page: Page) => {
  await expect(amountBox(page)).toBeVisible();
  await expect(numberBox(page)).toHaveCount(0);
};

export const scenarios: Scenario[] = [
  {
    name: 'send money: lists, look-up, quote, back, Submit',
    login: 'consumer',
    type: 'Customer',
    route: '/app/services/send-money',
    form: sendMoneyForm,
    subset: true,
    // the favourites and recent lists load with the first step: failed as the network does
    before: async (page, step) => held(step, LISTS_URL).failAll(),
    steps: [
      { event: ev('options.failed', { id: 'favouriteMobile' }) },
      {
        event: ev('field.change', { id: 'recipientMode', value: 'favourite' }),
        act: (page) => radio(page, /favourite/i).check(),
        check: async (page) => {
          await expect(optionsFailed(page)).toBeVisible();
          await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
        },
      },
      {
        event: ev('options.retry', { id: 'favouriteMobile' }),
        act: async (page, step) => {
          await held(step, LISTS_URL).drop();
          keepAnswer(page, step, LISTS_URL, 'favourites');
          await page.getByRole('button', { name: 'Try again' }).click();
        },
      },
      {
        event: ev('options.loaded', { id: 'favouriteMobile', options: [] }),
        check: async (page, step) => {
          await step.memo.favourites;
          await expect(optionsFailed(page)).toHaveCount(0);
          await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
        },
      },
      {
        event: ev('field.change', { id: 'recipientMode', value: 'mobile' }),
        act: (page) => radio(page, /number/i).check(),
        check: async (page) => {
          await expect(radio(page, /number/i)).toBeChecked();
          await expect(numberBox(page)).toBeVisible();
        },
      },
      {
        event: ev('field.change', { id: 'recipientMobile', value: RECIPIENT }),
        act: async (page, step) => {
          keepAnswer(page, step, LOOKUP_URL, 'lookup');
          await numberBox(page).fill(RECIPIENT);
        },
      },
      {
        // the look-up's answer fills the name: the server's own
        event: ev('values.fill', { values: { recipientName: 'x' } }),
        check: async (page, step) => {
          const answer = await (step.memo.lookup as Promise<{ data?: { fields?: Record<string, string> } }>);
          const name = answer.data?.fields?.recipientName;
          expect(name, 'the look-up names the recipient').toBeTruthy();
          await expect(nameBox(page)).toHaveValue(name!);
        },
      },
      { event: ev('field.blur', { id: 'recipientMobile' }), act: (page) => numberBox(page).blur() },
      {
        event: ev('field.validated', { id: 'recipientMobile', error: null }),
        check: async (page) => {
          await expect(numberBox(page)).not.toHaveAttribute('aria-invalid', 'true');
        },
      },
      { event: ev('step.next'), act: nextHoldingQuote },
      { event: passed(1), check: amountStep },
      {
        event: ev('field.change', { id: 'amount', value: '1000' }),
        act: (page) => amountBox(page).fill('1000'),
      },
      { event: ev('step.next'), act: nextHoldingQuote },
      { event: passed(2) },
      { event: ev('xstate.done.actor.stepRequest', { output: {} }), act: quoteAnswered, check: reviewShowsQuote },
      {
        event: ev('step.back'),
        act: (page) => page.getByRole('button', { name: 'Back', exact: true }).click(),
        check: async (page) => {
          await amountStep(page);
          await expect(amountBox(page)).toHaveValue(/1,?000/);
        },
      },
      { event: ev('step.next'), act: nextHoldingQuote },
      { event: passed(2) },
      {
        event: ev('xstate.error.actor.stepRequest', { error: { kind: 'network' } }),
        act: (_page, step) => held(step, QUOTE_URL).release(503),
        check: amountStep,
      },
      {
        event: ev('step.next'),
        act: async (page, step) => {
          await held(step, QUOTE_URL).hold();
          await failureAlert(page).getByRole('button', { name: 'Try again' }).click();
        },
      },
      { event: passed(2) },
      { event: ev('xstate.done.actor.stepRequest', { output: {} }), act: quoteAnswered, check: reviewShowsQuote },
      {
        event: ev('step.next'),
        act: (page) => page.getByRole('button', { name: 'Submit', exact: true }).click(),
      },
      { event: passed(null) },
    ],
  },
  {
    name: 'send money without its review: an empty step refused, a look-up the network fails at Next, the quote last',
    login: 'consumer',
    type: 'Customer',
    route: '/app/services/send-money',
    form: sendMoneyWithoutReview,
    // no seeded service has a call on its last step (every quote comes before a review)
    formPatch: (form) => void (form.steps = form.steps.filter((s) => s.id !== 'review')),
    subset: false,
    steps: [
      { event: ev('step.next'), act: (page) => next(page) },
      {
        event: checked({ errors: { recipientMobile: { key: 'required' } }, nextStepIndex: null }),
        check: async (page) => {
          await expect(numberBox(page)).toHaveAttribute('aria-invalid', 'true');
          await expect(stepHeading(page, /recipient/i)).toBeVisible();
        },
      },
      {
        event: ev('field.change', { id: 'recipientMobile', value: RECIPIENT }),
        // the look-up fails as the network does, now and at Next
        act: async (page, step) => {
          await held(step, LOOKUP_URL).failAll();
          await numberBox(page).fill(RECIPIENT);
        },
        check: async (page) => {
          await expect(numberBox(page)).toHaveValue(/7701\s?000\s?002|7701000002/);
          await expect(nameBox(page)).toHaveValue('');
        },
      },
      { event: ev('step.next'), act: (page) => next(page) },
      {
        event: ev('xstate.error.actor.checkStep', { error: { kind: 'network' } }),
        check: async (page) => {
          await expect(failureAlert(page)).toBeVisible();
          await expect(numberBox(page)).toBeVisible();
        },
      },
      {
        event: ev('step.next'),
        act: async (page, step) => {
          await held(step, LOOKUP_URL).drop();
          await failureAlert(page).getByRole('button', { name: 'Try again' }).click();
        },
      },
      { event: passed(1), check: amountStep },
      {
        event: ev('step.back'),
        act: (page) => page.getByRole('button', { name: 'Back', exact: true }).click(),
        check: async (page) => {
          await expect(numberBox(page)).toHaveValue(/7701\s?000\s?002|7701000002/);
          await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
        },
      },
      { event: ev('step.next'), act: (page) => next(page) },
      { event: passed(1), check: amountStep },
      {
        event: ev('field.change', { id: 'amount', value: '1000' }),
        act: (page) => amountBox(page).fill('1000'),
        // the last step: Submit, no review after it
        check: (page) => expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled(),
      },
      { event: ev('step.next'), act: nextHoldingQuote },
      { event: passed(null) },
      {
        event: ev('xstate.done.actor.stepRequest', { output: {} }),
        act: quoteAnswered,
        check: async (page, step) => {
          await step.memo.quote;
          await expect(reviewHeading(page)).toHaveCount(0);
        },
      },
    ],
  },
  {
    name: 'bulk disbursement: an upload cancelled, failed, then done',
    login: 'enterprise',
    type: 'Enterprise',
    route: '/app/services/disbursement',
    form: disbursementForm,
    subset: false,
    steps: [
      {
        event: ev('file.select', { id: 'fileId', file: 'a file', value: { state: 'uploading' } }),
        act: async (page, step) => {
          await held(step, UPLOAD_URL).hold();
          await chooseCsv(page, step);
        },
        check: async (page, step) => {
          // held: nothing sent yet (the bar's section is 0 % wide)
          const bar = page.getByRole('progressbar', { name: `Uploading ${fileName(step)}` });
          await expect(bar).toHaveAttribute('aria-valuenow', '0');
          await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
        },
      },
      {
        event: ev('file.cancel', { id: 'fileId' }),
        act: async (page, step) => {
          await page.getByRole('button', { name: 'Cancel', exact: true }).click();
          await held(step, UPLOAD_URL).drop();
        },
        check: async (page, step) => {
          await expect(page.getByText(fileName(step))).toHaveCount(0);
          await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
        },
      },
      {
        event: ev('file.select', { id: 'fileId', file: 'a file', value: { state: 'uploading' } }),
        act: async (page, step) => {
          await held(step, UPLOAD_URL).failAll();
          await chooseCsv(page, step);
        },
      },
      {
        event: ev('upload.failed', { id: 'fileId', value: { state: 'failed' } }),
        check: async (page) => {
          await expect(page.getByRole('alert').filter({ hasText: UPLOAD_FAILED })).toBeVisible();
          await expect(page.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
        },
      },
      {
        event: ev('file.select', { id: 'fileId', file: 'a file', value: { state: 'uploading' } }),
        act: async (page, step) => {
          await held(step, UPLOAD_URL).drop();
          await held(step, UPLOAD_URL).hold();
          await chooseCsv(page, step);
        },
      },
      {
        // the held upload let through: its progress, then the server's file id
        event: ev('upload.progress', { id: 'fileId', value: { state: 'uploading', progress: 1 } }),
        act: async (page, step) => {
          keepAnswer(page, step, UPLOAD_URL, 'upload');
          await held(step, UPLOAD_URL).release();
        },
      },
      {
        event: ev('upload.done', { id: 'fileId', value: { state: 'ready' } }),
        check: async (page, step) => {
          const answer = await (step.memo.upload as Promise<{ data?: { fileId?: string } }>);
          expect(answer.data?.fileId, 'the server stored the file').toBeTruthy();
          await expect(page.getByText(fileName(step))).toBeVisible();
          await expect(page.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
          await expect(page.getByText(UPLOAD_FAILED)).toHaveCount(0);
        },
      },
    ],
  },
];

const fileName = (step: StepInfo) => `mdl-steps-${step.path.index}-${step.memo.files as number}.csv`;

/** a CSV of a few hundred rows (large enough for the upload to report its progress) */
async function chooseCsv(page: Page, step: StepInfo) {
  step.memo.files = ((step.memo.files as number | undefined) ?? 0) + 1;
  const rows = Array.from({ length: 4000 }, (_, i) => `7709${String(i).padStart(6, '0')},1000,MDL-${i}`);
  const csv = `mobile,amount,reference\n${rows.join('\n')}\n`;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Choose a file/ }).click();
  await (await chooser).setFiles({ name: fileName(step), mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

// ---------------------------------------------------------------------------------------------
// the scenarios as paths: replayed on the chart with fake actors (the states each step must reach)

function pathOf(scenario: Scenario, index: number): PlannedPath {
  const { machine } = registryEntry('serviceWizardSteps');
  const input: ServiceWizardStepsInput = {
    form: scenario.form,
    entries: freshEntries(scenario.form, { options: {}, optionsState: {} }),
    failure: null,
  };
  let taken: string[] = [];
  const actor = createActor(withFakes(machine, []), {
    input,
    inspect: (e) => {
      if (e.type !== '@xstate.microstep') return;
      for (const t of (e as unknown as { _transitions: AnyTransitionDefinition[] })._transitions)
        taken.push(transitionKey(t));
    },
  });
  actor.start();
  const steps: PlannedStep[] = [{ event: { type: 'xstate.init' }, snapshot: actor.getSnapshot(), transitions: taken }];
  for (const { event } of scenario.steps) {
    taken = [];
    actor.send(event);
    if (taken.length === 0)
      throw new Error(`serviceWizardSteps scenario "${scenario.name}": the chart ignores ${event.type} there`);
    steps.push({ event, snapshot: actor.getSnapshot() as AnyMachineSnapshot, transitions: taken });
  }
  actor.stop();
  return {
    machine: 'serviceWizardSteps',
    index,
    input,
    description: `${scenario.name}: ${scenario.steps.map((s) => s.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:')).join(' → ')}`,
    steps,
  };
}

export const scenarioPaths: { path: PlannedPath; scenario: Scenario }[] = scenarios.map((scenario, i) => ({
  scenario,
  path: pathOf(scenario, i + 1),
}));

const scenarioOf = (path: PlannedPath) => scenarios[path.index - 1]!;
const own = (step: StepInfo) => scenarioOf(step.path).steps[step.index - 1];

/** the step's own action, from its scenario */
const act = async (page: Page, step: StepInfo) => {
  const action = own(step)?.act;
  if (!action) throw new Error(`no action for ${step.event.type} at step ${step.index}`);
  await action(page, step);
};

/** the step's own check, from its scenario (the start has none) */
const extra = async (page: Page, step: StepInfo) => {
  if (step.index > 0) await own(step)?.check?.(page, step);
};

async function openService(page: Page, step: StepInfo) {
  const scenario = scenarioOf(step.path);
  step.memo.page = page;
  await restoreSession(page, { login: scenario.login, type: scenario.type });
  await scenario.before?.(page, step);
  if (scenario.formPatch) {
    const patch = scenario.formPatch;
    await page.route(FORM_URL, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { steps: { id: string }[] } };
      if (body.data) patch(body.data);
      await route.fulfill({ response, json: body });
    });
  }
  const found = page.waitForResponse((r) => r.url().includes('/wizarddraft/find'), { timeout: 30_000 });
  await page.goto(scenario.route);
  const answer = (await (await found).json()) as { data?: { draft?: unknown } };
  if (answer.data?.draft) {
    const offer = page.getByTestId('draft-offer');
    // Start over, the offer's second button
    await offer.getByRole('button').last().click();
    await expect(offer).toHaveCount(0);
  }
}

export const serviceWizardStepsModel: BrowserModel = {
  machine: 'serviceWizardSteps',
  instant: [
    'xstate.done.actor.checkStep',
    'xstate.error.actor.checkStep',
    'options.loaded',
    'options.failed',
    'field.validated',
    'values.fill',
    'upload.done',
    'upload.failed',
  ],
  async start(page, step) {
    await openService(page, step);
  },
  states: {
    'serviceWizardSteps.editing': async (page, step) => {
      // a check passed on the last step moves on to the confirmation before the screen is read
      if (step.snapshot.matches({ editing: 'checking' })) return;
      await expect(page.locator('main form')).toBeVisible();
      await expect(page.getByText('Confirm with your PIN')).toHaveCount(0);
    },
    'serviceWizardSteps.editing.idle': async (page, step) => {
      const failure = ctxOf(step).failure;
      if (failure === null) await expect(failureAlert(page)).toHaveCount(0);
      else await expect(failureAlert(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
      // Back only where a step was walked before
      await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(
        ctxOf(step).history.length > 0 ? 1 : 0,
      );
      await expect(page.locator('main form')).not.toHaveAttribute('aria-busy', 'true');
      await extra(page, step);
    },
    // the check answers in the page at once: by the time the screen is read it has moved on
    'serviceWizardSteps.editing.checking': async (page, step) => {
      await expect(page.locator('main form').or(page.getByText('Confirm with your PIN')).first()).toBeVisible();
      await extra(page, step);
    },
    // eventless: never rests (its transitions name it)
    'serviceWizardSteps.editing.leaving': async () => {},
    'serviceWizardSteps.editing.requesting': async (page, step) => {
      // the quote held: the step busy, its fields read only, Back disabled
      await expect(page.locator('main form')).toHaveAttribute('aria-busy', 'true');
      await expect(amountBox(page)).toHaveAttribute('readonly', '');
      await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();
      await extra(page, step);
    },
    'serviceWizardSteps.completed': async (page, step) => {
      // on to the confirmation (the wizard's): the PIN screen, no step left
      await expect(page.getByText('Confirm with your PIN')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
      await extra(page, step);
    },
  },
  events: {
    'field.change': act,
    'field.blur': act,
    'file.select': act,
    'file.cancel': act,
    'options.retry': act,
    'step.next': act,
    'step.back': act,
    'upload.progress': act,
    'xstate.done.actor.stepRequest': act,
    'xstate.error.actor.stepRequest': act,
  },
};
