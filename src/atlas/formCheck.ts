import type { Condition, Parameter, ServiceForm, ServiceRequest } from '../api/contract/serviceForm';

/**
 * The configuration graph of a service form (requirements#service-form): which steps the wizard can
 * reach and what each condition, rule and request refers to. A form an editor got wrong — a step
 * whose conditions can never hold, a condition or compare rule naming a field that does not
 * exist, a placeholder nothing fills — is reported before a user meets it.
 */
export type FormProblemKind =
  | 'unknownField'
  | 'conditionNeverHolds'
  | 'readsLaterStep'
  | 'unreachableStep'
  | 'unknownPlaceholder'
  | 'duplicateField';

export interface FormProblem {
  kind: FormProblemKind;
  /** where: a step id, `step/ParameterId`, or a request name */
  at: string;
  detail: string;
}

/** What a request may read besides the fields (the wizard's props and the device's storage). */
const KNOWN_NAMES = new Set([
  'serviceCode',
  'requestId',
  'pin',
  'otp',
  'otpRequestId',
  // requirements#step-up: the authenticator code
  'totp',
  'locale',
  'userIdentifier',
  'loginToken',
  'deviceId',
  'deviceUniqueId',
  'fcmToken',
]);

interface Located {
  parameter: Parameter;
  stepIndex: number;
  stepId: string;
}

/** The values a field can hold when they are a closed set (options, a checkbox); null: open. */
function possibleValues(parameter: Parameter): Set<string> | null {
  const checkable = parameter.ComponentType === 3 || parameter.type === 'checkbox' || parameter.type === 'switch';
  if (checkable && !parameter.PossibleValue?.length) return new Set(['true', 'false']);
  if (parameter.ValueSource === 'static' && parameter.PossibleValue) {
    const values = new Set(parameter.PossibleValue.map((o) => o.value));
    // nothing chosen yet reads as '' (a condition may test for it), unless a default is always set
    if (parameter.defaultValue === undefined) values.add('');
    return values;
  }
  return null;
}

/** A condition that no value of its field can satisfy. */
function neverHolds(condition: Condition, field: Parameter): boolean {
  const operator = condition.operator ?? 'eq';
  const values = possibleValues(field);
  if (values && (operator === 'eq' || operator === 'ne')) {
    const listed = condition.value.split('|');
    if (operator === 'eq') return !listed.some((v) => values.has(v));
    return [...values].every((v) => listed.includes(v));
  }
  const bound = Number(condition.value);
  if (Number.isNaN(bound)) return false;
  const { minimumValue: min, maximumValue: max } = field;
  if (operator === 'gt') return max !== undefined && max <= bound;
  if (operator === 'ge') return max !== undefined && max < bound;
  if (operator === 'lt') return min !== undefined && min >= bound;
  if (operator === 'le') return min !== undefined && min > bound;
  return false;
}

function placeholders(request: ServiceRequest): string[] {
  return request.fields.flatMap((field) =>
    field.isFromResponse ? [] : [...field.value.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1] ?? ''),
  );
}

export function checkServiceForm(form: ServiceForm): FormProblem[] {
  const problems: FormProblem[] = [];
  const byId = new Map<string, Located>();
  form.steps.forEach((step, stepIndex) => {
    for (const parameter of step.parameters) {
      if (byId.has(parameter.ParameterId))
        problems.push({ kind: 'duplicateField', at: `${step.id}/${parameter.ParameterId}`, detail: 'declared twice' });
      byId.set(parameter.ParameterId, { parameter, stepIndex, stepId: step.id });
    }
  });
  const refer = (at: string, id: string | undefined, what: string) => {
    if (id !== undefined && !byId.has(id)) problems.push({ kind: 'unknownField', at, detail: `${what} "${id}"` });
  };
  const checkCondition = (at: string, condition: Condition, readerStep: number): boolean => {
    const field = byId.get(condition.field);
    if (!field) {
      refer(at, condition.field, 'condition on');
      return false;
    }
    if (field.stepIndex > readerStep)
      problems.push({
        kind: 'readsLaterStep',
        at,
        detail: `condition on "${condition.field}", which is entered later (step ${field.stepId})`,
      });
    if (neverHolds(condition, field.parameter)) {
      problems.push({
        kind: 'conditionNeverHolds',
        at,
        detail: `"${condition.field}" ${condition.operator ?? 'eq'} "${condition.value}" can never hold`,
      });
      return false;
    }
    return true;
  };

  form.steps.forEach((step, stepIndex) => {
    const stepHolds = (step.when ?? []).map((c) => checkCondition(step.id, c, stepIndex - 1)).every(Boolean);
    if (!stepHolds)
      problems.push({ kind: 'unreachableStep', at: step.id, detail: 'its conditions can never all hold' });
    for (const parameter of step.parameters) {
      const at = `${step.id}/${parameter.ParameterId}`;
      for (const condition of parameter.dependencies) checkCondition(at, condition, stepIndex);
      for (const child of parameter.childParameter ?? []) refer(at, child, 'child parameter');
      refer(at, parameter.setOptionsIn ?? undefined, 'setOptionsIn');
      for (const rule of parameter.rules) {
        if (rule.rule === 'compare') refer(at, rule.field, 'compare with');
        if (rule.rule === 'boundsFrom') {
          refer(at, rule.minField, 'lower bound from');
          refer(at, rule.maxField, 'upper bound from');
        }
        if (rule.rule === 'date') refer(at, rule.notAfterField, 'To date');
      }
      if (parameter.ValueSource && parameter.ValueSource !== 'static')
        checkRequest(`${at} options`, parameter.ValueSource);
    }
    if (step.request) checkRequest(`${step.id} request`, step.request);
    for (const line of step.summary ?? [])
      if (line.from === 'value') refer(`${step.id} review`, line.key, 'review line of');
  });
  checkRequest('submit', form.submit);
  if (form.confirmation.kind === 'otp') checkRequest('requestOtp', form.confirmation.requestOtp);
  for (const line of form.receipt) if (line.from === 'value') refer('receipt', line.key, 'receipt line of');

  function checkRequest(at: string, request: ServiceRequest) {
    for (const name of placeholders(request))
      if (!byId.has(name) && !KNOWN_NAMES.has(name))
        problems.push({ kind: 'unknownPlaceholder', at, detail: `{${name}} is filled by nothing` });
  }
  return problems;
}

/** The steps the wizard can walk, in order (a step whose conditions can never hold is left out). */
export function reachableSteps(form: ServiceForm): string[] {
  const unreachable = new Set(checkServiceForm(form).flatMap((p) => (p.kind === 'unreachableStep' ? [p.at] : [])));
  return form.steps.map((s) => s.id).filter((id) => !unreachable.has(id));
}
