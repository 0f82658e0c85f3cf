import type { Condition, Parameter, Step } from '../api/contract/serviceForm';
import type { FieldValue, FormValues } from './types';
import { type FormShape, allParameters, isFileValue } from './validation/context';
import { parseNumber } from './validation/numbers';

/*
 * requirements#conditions: conditional fields. A field is *active* when all of its dependency
 * conditions hold (and it is not configured isUsed false); it is *visible* when it is active, not of
 * the hidden type and not configured isVisible false (such a field is never drawn, but its value
 * still goes into requests).
 *
 * Values of fields that become hidden stay in the wizard's data, so going back and forth never
 * loses what the user typed; `valuesForRequest` is what keeps them out of requests, and
 * validation only looks at visible fields.
 */

/** A value as the texts a condition compares: a multi-select gives each of its values. */
function textsOf(value: FieldValue | undefined): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) {
    return value.flatMap((item) =>
      typeof item === 'string' ? (item === '' ? [] : [item]) : [item.fileId ?? item.name],
    );
  }
  return isFileValue(value) ? [value.fileId ?? value.name] : [];
}

/** Numeric when both sides are numbers; otherwise text order, which is date order for ISO dates. */
function order(a: string, b: string): number {
  const x = parseNumber(a);
  const y = parseNumber(b);
  if (x !== null && y !== null) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * One condition against a field's value. eq (the default) and ne take a pipe-separated list
 * ('a|b|c'); an empty value reads as '' for them, so `eq ''` means "while empty". The ordering
 * operators never hold for an empty value: nothing entered is neither less nor more.
 */
export function conditionHolds(condition: Condition, value: FieldValue | undefined): boolean {
  const texts = textsOf(value);
  const operator = condition.operator;
  if (operator === 'eq' || operator === 'ne') {
    const allowed = new Set(condition.value.split('|'));
    const any = (texts.length === 0 ? [''] : texts).some((text) => allowed.has(text));
    return operator === 'eq' ? any : !any;
  }
  if (texts.length === 0) return false;
  return texts.every((text) => {
    const diff = order(text, condition.value);
    if (operator === 'lt') return diff < 0;
    if (operator === 'gt') return diff > 0;
    if (operator === 'le') return diff <= 0;
    return diff >= 0;
  });
}

/**
 * Whether each parameter of the form is active: its step's `when` conditions hold (a skipped
 * step's fields take no part) and its own conditions hold. A condition on a field that is itself
 * inactive reads that field as empty, so a chain A → B → C hides C when A hides B, whatever B
 * still holds. A loop of conditions (a configuration error) makes every field on it inactive.
 */
export function activity(form: FormShape, values: FormValues): (parameter: Parameter) => boolean {
  const byId = new Map<string, Parameter>();
  const stepOf = new Map<string, number>();
  form.steps.forEach((item, index) => {
    for (const parameter of item.parameters) {
      byId.set(parameter.ParameterId, parameter);
      stepOf.set(parameter.ParameterId, index);
    }
  });
  const memo = new Map<string, boolean>();
  const stack: string[] = [];
  const cyclic = new Set<string>();
  const node = (key: string, compute: () => boolean): boolean => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const at = stack.indexOf(key);
    if (at >= 0) {
      for (const member of stack.slice(at)) cyclic.add(member);
      return false;
    }
    stack.push(key);
    const holds = compute();
    stack.pop();
    const result = holds && !cyclic.has(key);
    memo.set(key, result);
    return result;
  };
  const read = (field: string): FieldValue | undefined => {
    const owner = byId.get(field);
    return owner !== undefined && !active(owner) ? undefined : values[field];
  };
  const all = (conditions: readonly Condition[]) =>
    conditions.every((condition) => conditionHolds(condition, read(condition.field)));
  const stepActive = (index: number) => node(`step:${index}`, () => all(form.steps[index]?.when ?? []));
  function active(parameter: Parameter): boolean {
    return node(`field:${parameter.ParameterId}`, () => {
      const index = stepOf.get(parameter.ParameterId);
      // requirements#field-attributes: an unused field takes no part at all (not drawn, not sent)
      return parameter.isUsed !== false && (index === undefined || stepActive(index)) && all(parameter.dependencies);
    });
  }
  return active;
}

/** All conditions hold: the field takes part in the form (drawn unless hidden, sent). */
export function isActive(parameter: Parameter, values: FormValues, form?: FormShape): boolean {
  if (form !== undefined) return activity(form, values)(parameter);
  return (
    parameter.isUsed !== false &&
    parameter.dependencies.every((condition) => conditionHolds(condition, values[condition.field]))
  );
}

/** A field never drawn, whatever the conditions: the hidden type, or isVisible false (both still sent). */
export const isUndrawn = (parameter: Parameter) => parameter.type === 'hidden' || parameter.isVisible === false;

/** Shown (and validated) only when all of its conditions hold; hidden type and isVisible false never. */
export function isVisible(parameter: Parameter, values: FormValues, form?: FormShape): boolean {
  return !isUndrawn(parameter) && isActive(parameter, values, form);
}

export function visibleParameters(step: Step, values: FormValues, form?: FormShape): Parameter[] {
  const active = form === undefined ? undefined : activity(form, values);
  return step.parameters.filter((item) =>
    isUndrawn(item) ? false : active === undefined ? isActive(item, values) : active(item),
  );
}

/**
 * requirements#dependent-options (childParameter): the ids whose values go stale when this
 * parameter changes, children of children included, each once, nearest first. The parameter itself
 * is never in it.
 */
export function staleChildren(parameter: Parameter, form: FormShape): string[] {
  const byId = new Map(allParameters(form).map((item) => [item.ParameterId, item]));
  const seen = new Set<string>([parameter.ParameterId]);
  const result: string[] = [];
  const queue = [...(parameter.childParameter ?? [])];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (seen.has(id)) continue;
    seen.add(id);
    result.push(id);
    queue.push(...(byId.get(id)?.childParameter ?? []));
  }
  return result;
}

/**
 * The values a request may read: those of inactive fields are dropped (a field the user cannot
 * see must not be sent). Hidden-type fields whose conditions hold stay; keys that name no
 * parameter of the form (values the wizard keeps for itself) stay as well.
 */
export function valuesForRequest(form: FormShape, values: FormValues): FormValues {
  const byId = new Map(allParameters(form).map((item) => [item.ParameterId, item]));
  const active = activity(form, values);
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => {
      const owner = byId.get(key);
      return owner === undefined || active(owner);
    }),
  );
}

/**
 * requirements#field-attributes: a request field that only carries an unused field's value (its
 * value is exactly `{ParameterId}` of a parameter with isUsed false) is left out of the body, so the
 * unused field is not sent at all rather than sent empty.
 */
export function carriesUnusedField(field: { value: string; isFromResponse?: boolean }, form: FormShape): boolean {
  if (field.isFromResponse === true) return false;
  const single = /^\{([A-Za-z][A-Za-z0-9_]*)\}$/.exec(field.value.trim());
  if (single === null) return false;
  return allParameters(form).some((item) => item.ParameterId === single[1] && item.isUsed === false);
}
