/**
 * The service form as the service wizard's statecharts read it (serviceWizard and the charts it
 * runs: serviceWizardSteps, serviceWizardConfirmation, serviceWizardSubmission), and what the
 * user has entered into it so far. Structural shapes only: src/api/contract/serviceForm.ts and
 * src/forms/types.ts fit them.
 */

/** The parts of a service parameter the charts read. */
export interface WizardParameter {
  ParameterId: string;
  defaultValue?: string | undefined;
  ComponentType: number;
  type?: string | undefined;
  childParameter: readonly string[] | null;
  ValueSource: unknown;
  onChangeURL: string | null;
  setOptionsIn: string | null;
  passValueExternalID: string | null;
  externalURL: string | null;
}

export interface WizardForm {
  serviceCode: string;
  steps: ReadonlyArray<{ id: string; parameters: readonly WizardParameter[]; request?: unknown }>;
  confirmation:
    | { kind: 'none' }
    | { kind: 'pin'; stepUp?: WizardStepUp | undefined }
    | { kind: 'totp' }
    | { kind: 'otp'; timerSeconds?: number };
}

/** requirements#step-up: above this amount the authenticator code is asked with the PIN. */
export interface WizardStepUp {
  above: number;
  with: 'totp';
  amountField?: string | undefined;
}

/** The amount a value stands for ('1,500.50' → 1500.5), or null when it is none. */
function amountOf(value: WizardValue | undefined): number | null {
  if (typeof value !== 'string') return null;
  const n = Number(value.replace(/[,\s]/g, ''));
  return value.trim() !== '' && Number.isFinite(n) ? n : null;
}

/**
 * requirements#step-up: whether this payment is confirmed with the authenticator code — always
 * for a service confirmed by it, above the step-up's amount for one confirmed by the PIN. The
 * server decides the same from the amount it plans, and refuses a Submit without the code.
 */
export function asksAuthenticatorCode(form: WizardForm, values: WizardValues): boolean {
  const confirmation = form.confirmation;
  if (confirmation.kind === 'totp') return true;
  if (confirmation.kind !== 'pin' || confirmation.stepUp === undefined) return false;
  const amount = amountOf(values[confirmation.stepUp.amountField ?? 'amount']);
  return amount !== null && amount > confirmation.stepUp.above;
}

/** A form value: plain data only (src/forms/types.ts FieldValue fits it). */
export interface WizardFile {
  kind: 'file';
  state: string;
  [detail: string]: unknown;
}
/** a file field with isMultiple holds a list of files (requirements#field-attributes) */
export type WizardValue = string | boolean | readonly string[] | WizardFile | readonly WizardFile[] | null;
export type WizardValues = Record<string, WizardValue>;

const isKeyedFile = (value: WizardValue): value is WizardFile & { key: string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as WizardFile).key === 'string';

/**
 * Where an upload's answer goes: a keyed file (one of an isMultiple field's list) replaces the
 * item with its key and leaves the others, whose uploads run beside it; a list that no longer has
 * it (removed, cancelled) stays as it is. Any other answer is the field's value.
 */
export function placeUploadAnswer(current: WizardValue | undefined, value: WizardValue): WizardValue {
  if (!isKeyedFile(value)) return value;
  if (!Array.isArray(current)) return current ?? null;
  const list = current as readonly WizardFile[];
  return list.map((item) => (item.key === value.key ? value : item));
}

/**
 * What the user has entered and what the steps have gathered: it goes into the steps' chart,
 * comes back out of it on Submit, and goes in again when the payment returns to the form, so
 * nothing is ever lost between the charts.
 */
export interface WizardEntries {
  stepIndex: number;
  /** the steps walked so far, for Back (a conditional step may have been skipped) */
  history: number[];
  values: WizardValues;
  /** the current step's problems, per field (src/forms FieldError) */
  errors: Record<string, unknown>;
  /** option lists loaded from configured sources, per field */
  options: Record<string, readonly unknown[]>;
  optionsState: Record<string, 'loading' | 'failed'>;
  /** each step's answer (its Next call), by step index */
  responses: unknown[];
}

/** What the steps ask of the app's field work (the fieldTasks actor); it answers with the events below. */
export type FieldTask =
  | { type: 'options.load'; form: WizardForm; ids: readonly string[]; values: WizardValues }
  | {
      type: 'field.changed';
      form: WizardForm;
      id: string;
      values: WizardValues;
      /** the lists loaded so far: a pass-through asks only about a value one of them offers */
      options?: Record<string, readonly unknown[]>;
    }
  | {
      type: 'field.validate';
      form: WizardForm;
      id: string;
      values: WizardValues;
      options: Record<string, readonly unknown[]>;
    }
  | { type: 'file.upload'; form: WizardForm; id: string; file: unknown; values: WizardValues }
  | { type: 'file.cancel'; id: string };

/** The fieldTasks actor's answers. */
export type FieldTaskAnswer =
  | { type: 'options.loaded'; id: string; options: readonly unknown[] }
  | { type: 'options.failed'; id: string }
  | { type: 'field.validated'; id: string; error: unknown }
  | { type: 'values.fill'; values: WizardValues }
  | { type: 'upload.progress'; id: string; value: WizardValue }
  | { type: 'upload.done'; id: string; value: WizardValue }
  | { type: 'upload.failed'; id: string; value: WizardValue };

/** The entries alone, from a context that holds them among other things. */
export const entriesOf = (c: WizardEntries): WizardEntries => ({
  stepIndex: c.stepIndex,
  history: c.history,
  values: c.values,
  errors: c.errors,
  options: c.options,
  optionsState: c.optionsState,
  responses: c.responses,
});

export const isCheckable = (p: WizardParameter) =>
  p.ComponentType === 3 || p.type === 'checkbox' || p.type === 'switch';

/** Every field's starting value: a checkbox's 'true' is checked, everything else starts empty. */
export function defaultValues(form: WizardForm): WizardValues {
  const values: WizardValues = {};
  for (const step of form.steps)
    for (const p of step.parameters)
      values[p.ParameterId] = isCheckable(p) ? p.defaultValue === 'true' : (p.defaultValue ?? '');
  return values;
}

/** A new payment on the form: its first step, default values, no answers (option lists are kept). */
export function freshEntries(form: WizardForm | null, options: Pick<WizardEntries, 'options' | 'optionsState'>) {
  return {
    stepIndex: 0,
    history: [],
    values: form ? defaultValues(form) : {},
    errors: {},
    options: options.options,
    optionsState: options.optionsState,
    responses: [],
  } satisfies WizardEntries;
}

export function withoutKeys<T>(record: Record<string, T>, keys: readonly string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => !keys.includes(k)));
}

function parameter(form: WizardForm, id: string): WizardParameter | undefined {
  for (const step of form.steps) for (const p of step.parameters) if (p.ParameterId === id) return p;
  return undefined;
}

/** requirements#dependent-options, childParameter: the ids that go stale when `id` changes, transitively. */
function staleChildren(form: WizardForm, id: string): string[] {
  const out: string[] = [];
  const visit = (current: string) => {
    for (const child of parameter(form, current)?.childParameter ?? [])
      if (!out.includes(child) && child !== id) {
        out.push(child);
        visit(child);
      }
  };
  visit(id);
  return out;
}

/**
 * The fields whose option lists the changed value (or a stale dependant of it) loads through
 * onChangeURL → setOptionsIn: those lists go stale with it. A dependant whose list comes from its
 * own source (loaded when its step opens: a favourites picker under a radio) keeps it; only its
 * value goes.
 */
function staleOptionIds(form: WizardForm, changed: readonly string[]): string[] {
  const out: string[] = [];
  for (const id of changed) {
    const p = parameter(form, id);
    if (p?.onChangeURL && p.setOptionsIn && !out.includes(p.setOptionsIn)) out.push(p.setOptionsIn);
  }
  return out;
}

/** A value the user changed: its error and its stale dependants go, the options it loads are on their way. */
export function changeValue(
  form: WizardForm,
  entries: Pick<WizardEntries, 'values' | 'errors' | 'options' | 'optionsState'>,
  id: string,
  value: WizardValue,
): Pick<WizardEntries, 'values' | 'errors' | 'options' | 'optionsState'> {
  const stale = staleChildren(form, id);
  const values: WizardValues = { ...entries.values, [id]: value };
  for (const child of stale) {
    const p = parameter(form, child);
    values[child] = p && isCheckable(p) ? false : '';
  }
  // requirements#dependent-options, onChangeURL: the options this value loads into another field are on their way
  const changed = parameter(form, id);
  const target = changed?.onChangeURL && changed.setOptionsIn ? changed.setOptionsIn : null;
  const filled = value !== '' && value !== null;
  const staleOptions = staleOptionIds(form, [id, ...stale]);
  const optionsState = withoutKeys(entries.optionsState, staleOptions);
  if (target && filled) optionsState[target] = 'loading';
  return {
    values,
    errors: withoutKeys(entries.errors, [id, ...stale]),
    options: withoutKeys(entries.options, staleOptions),
    optionsState,
  };
}

/** A step's fields whose configured option source has not answered yet. */
export function pendingOptionIds(
  form: WizardForm,
  stepIndex: number,
  options: Record<string, readonly unknown[]>,
): string[] {
  return (form.steps[stepIndex]?.parameters ?? [])
    .filter((p) => typeof p.ValueSource === 'object' && p.ValueSource !== null && !options[p.ParameterId])
    .map((p) => p.ParameterId);
}
