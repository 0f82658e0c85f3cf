import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Parameter, Rule, ServiceForm, Step } from '../../src/api/contract/serviceForm';
import { localize } from '../../src/forms/localize';
import type { FieldValue, FormValues } from '../../src/forms/types';

/**
 * A ServiceForm as react-jsonschema-form takes it: one JSON Schema + uiSchema per step (rjsf has
 * no steps: a wizard renders one Form per step), rules as JSON Schema keywords, conditional
 * fields as `if`/`then` (rjsf draws `then`'s fields while `if` holds), and what JSON Schema cannot say (compare, dates
 * against today) in a `customValidate` function.
 *
 * It converts what the benchmark's configuration uses and throws on anything else, so a field
 * can never be compared half-converted.
 */

export type RjsfData = Record<string, string | number | boolean>;

export interface RjsfStep {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  customValidate: CustomValidator<RjsfData>;
}

/** requirements#validation-mobile: 10 digits (mobileLength) */
const MOBILE = '^\\d{10}$';
/** passwordLength 6–30 is minLength/maxLength; passAlphaNumSpecial is this */
const PASSWORD_CLASSES = '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^A-Za-z0-9\\s])';
/** the engine's noHtml and noScript patterns, negated */
const NO_HTML = '^(?![\\s\\S]*(?:<\\s*[/!]?\\s*[A-Za-z][^>]*>|<!--))';
const NO_SCRIPT = '^(?![\\s\\S]*<\\s*\\/?\\s*[sS][cC][rR][iI][pP][tT]\\b)';

const NUMBER_TYPES = new Set(['number', 'amount']);
const CHOICE_TYPES = new Set(['select', 'radio']);

const label = (parameter: Parameter) => localize(parameter.label, 'en');

/** A configured Regex in slash form (`/^ab$/i`) keeps only its pattern: JSON Schema has no flags. */
function patternOf(regex: string): string {
  const slashed = /^\/(.*)\/([a-z]*)$/s.exec(regex);
  if (slashed && slashed[2] !== '') throw new Error(`toRjsf: regex flags are not expressible: ${regex}`);
  return slashed ? (slashed[1] ?? '') : regex;
}

function kindOf(parameter: Parameter): 'number' | 'boolean' | 'choice' | 'string' {
  const type = parameter.type ?? '';
  if (NUMBER_TYPES.has(type)) return 'number';
  if (type === 'checkbox' || parameter.ComponentType === 3) {
    if ((parameter.PossibleValue?.length ?? 0) > 0) throw new Error('toRjsf: checkbox groups are not converted');
    return 'boolean';
  }
  if (CHOICE_TYPES.has(type) || parameter.ComponentType === 2 || parameter.ComponentType === 4) return 'choice';
  return 'string';
}

/** The rules JSON Schema can say; the others go to customValidate (see `customRules`). */
function schemaOf(parameter: Parameter): { schema: RJSFSchema; ui: UiSchema } {
  const kind = kindOf(parameter);
  const schema: RJSFSchema = { title: label(parameter) };
  const ui: UiSchema = {};
  const placeholder = localize(parameter.placeholder, 'en');
  if (placeholder) ui['ui:placeholder'] = placeholder;
  const description = localize(parameter.description, 'en');
  if (description) schema.description = description;
  if (!parameter.isEditable) ui['ui:readonly'] = true;

  if (kind === 'boolean') {
    schema.type = 'boolean';
    if (parameter.rules.some((rule) => rule.rule === 'terms')) schema.const = true;
    return { schema, ui };
  }
  if (kind === 'number') {
    schema.type = 'number';
    if (parameter.minimumValue !== undefined) schema.minimum = parameter.minimumValue;
    if (parameter.maximumValue !== undefined) schema.maximum = parameter.maximumValue;
    return { schema, ui };
  }
  schema.type = 'string';
  if (kind === 'choice') {
    // enum + ui:enumNames rather than oneOf/const: rjsf would take the first const as a default
    const choices = parameter.PossibleValue ?? [];
    schema.enum = choices.map((option) => option.value);
    ui['ui:enumNames'] = choices.map((option) => localize(option.label, 'en') || option.value);
    if (parameter.type === 'radio' || parameter.ComponentType === 4) ui['ui:widget'] = 'radio';
    return { schema, ui };
  }

  const patterns: string[] = [];
  if (parameter.minLength !== undefined) schema.minLength = parameter.minLength;
  if (parameter.maxLength !== undefined) schema.maxLength = parameter.maxLength;
  const regex = parameter.Regex?.trim() ?? '';
  // as rulesOf: a configured Regex replaces the built-in format of its type
  if (regex !== '') patterns.push(patternOf(regex));
  else if (parameter.type === 'email') schema.format = 'email';
  else if (parameter.type === 'url') schema.format = 'uri';
  else if (parameter.type === 'tel') patterns.push(MOBILE);
  if (parameter.type === 'tel') ui['ui:options'] = { inputType: 'tel' };
  if (parameter.type === 'textarea') ui['ui:widget'] = 'textarea';
  if (parameter.type === 'password' || parameter.ComponentType === 9) ui['ui:widget'] = 'password';
  if (parameter.type === 'date' || parameter.ComponentType === 6) schema.format = 'date';

  for (const rule of parameter.rules) {
    switch (rule.rule) {
      case 'mobile':
        if (!patterns.includes(MOBILE)) patterns.push(MOBILE);
        break;
      case 'password':
        schema.minLength = Math.max(schema.minLength ?? 0, 6);
        schema.maxLength = Math.min(schema.maxLength ?? 30, 30);
        patterns.push(PASSWORD_CLASSES);
        break;
      case 'noHtml':
        patterns.push(NO_HTML);
        break;
      case 'noScript':
        patterns.push(NO_SCRIPT);
        break;
      case 'email':
        schema.format = 'email';
        break;
      case 'url':
        schema.format = 'uri';
        break;
      case 'compare':
      case 'date':
        break; // customValidate
      default:
        throw new Error(`toRjsf: rule ${rule.rule} is not converted`);
    }
  }
  if (patterns.length === 1) schema.pattern = patterns[0];
  else if (patterns.length > 1) schema.allOf = patterns.map((pattern) => ({ pattern }));
  return { schema, ui };
}

/** A condition's text as the controlling property's JSON value. */
function jsonValue(text: string, controller: RJSFSchema): string | number | boolean {
  if (controller.type === 'boolean') return text === 'true';
  if (controller.type === 'number') return Number(text);
  return text;
}

/** A form value as rjsf holds it: numbers as numbers, an empty text as absent. */
function rjsfValue(value: FieldValue | undefined, schema: RJSFSchema): string | number | boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (schema.type === 'number' && typeof value === 'string') return Number(value);
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  throw new Error('toRjsf: lists and files are not converted');
}

type CustomRule = (data: RjsfData, errors: Parameters<CustomValidator<RjsfData>>[1]) => void;

/** compare and date rules: what the engine checks and JSON Schema cannot. */
function customRules(parameter: Parameter, today: string): CustomRule[] {
  const id = parameter.ParameterId;
  return parameter.rules.flatMap((rule: Rule): CustomRule[] => {
    if (rule.rule === 'compare') {
      return [
        (data, errors) => {
          const mine = data[id];
          const other = data[rule.field];
          if (mine === undefined) return;
          if (rule.mode === 'match' ? mine !== other : mine === other) {
            errors[id]?.addError(rule.mode === 'match' ? `must match ${rule.field}` : `must differ from ${rule.field}`);
          }
        },
      ];
    }
    if (rule.rule === 'date') {
      return [
        (data, errors) => {
          const day = data[id];
          if (typeof day !== 'string') return;
          if (!rule.future && day > today) errors[id]?.addError('must not be in the future');
          if (!rule.past && day < today) errors[id]?.addError('must not be in the past');
          const to = rule.notAfterField === undefined ? undefined : data[rule.notAfterField];
          if (typeof to === 'string' && day > to) errors[id]?.addError('must not be after the To date');
        },
      ];
    }
    return [];
  });
}

export function stepToRjsf(step: Step, today: string): RjsfStep {
  const sorted = [...step.parameters].sort((a, b) => a.sort_order - b.sort_order);
  const inStep = new Set(sorted.map((parameter) => parameter.ParameterId));
  const converted = new Map(sorted.map((parameter) => [parameter.ParameterId, schemaOf(parameter)]));
  const schemaFor = (id: string) => converted.get(id)!.schema;

  const properties: Record<string, RJSFSchema> = {};
  const required: string[] = [];
  /** controlling field → the values that show its dependents, and the dependents */
  const branches = new Map<string, { values: string[]; dependents: Parameter[] }>();
  const uiSchema: UiSchema = {
    'ui:order': sorted.map((parameter) => parameter.ParameterId),
    'ui:submitButtonOptions': { norender: true },
  };

  for (const parameter of sorted) {
    const id = parameter.ParameterId;
    uiSchema[id] = converted.get(id)!.ui;
    if (parameter.type === 'hidden') throw new Error('toRjsf: hidden fields are not converted');
    const [condition, ...more] = parameter.dependencies;
    if (condition === undefined) {
      properties[id] = schemaFor(id);
      if (parameter.IsMandatory) required.push(id);
      continue;
    }
    if (more.length > 0 || condition.operator !== 'eq' || !inStep.has(condition.field)) {
      throw new Error(`toRjsf: ${id}: only one eq condition on a field of the same step is converted`);
    }
    const values = condition.value.split('|');
    const branch = branches.get(condition.field) ?? { values, dependents: [] };
    if (branch.values.join('|') !== values.join('|')) {
      throw new Error(`toRjsf: ${condition.field} shows fields for different values`);
    }
    branch.dependents.push(parameter);
    branches.set(condition.field, branch);
  }

  // one if/then per controlling field: rjsf draws `then`'s properties while `if` holds, and ajv
  // reports a missing dependent as that field's own `required` error
  const conditionals: RJSFSchema[] = [];
  for (const [controller, { values, dependents }] of branches) {
    const then: RJSFSchema = {
      properties: Object.fromEntries(
        dependents.map((parameter) => [parameter.ParameterId, schemaFor(parameter.ParameterId)]),
      ),
    };
    const mandatory = dependents.filter((parameter) => parameter.IsMandatory).map((parameter) => parameter.ParameterId);
    if (mandatory.length > 0) then.required = mandatory;
    const allowed = values.map((value) => jsonValue(value, schemaFor(controller)));
    conditionals.push({ if: { properties: { [controller]: { enum: allowed } }, required: [controller] }, then });
  }

  const schema: RJSFSchema = { type: 'object', title: localize(step.title, 'en'), properties };
  if (required.length > 0) schema.required = required;
  if (conditionals.length > 0) schema.allOf = conditionals;

  const rules = sorted.flatMap((parameter) => customRules(parameter, today));
  const customValidate: CustomValidator<RjsfData> = (data, errors) => {
    if (data !== undefined) for (const rule of rules) rule(data, errors);
    return errors;
  };
  return { schema, uiSchema, customValidate };
}

export function formToRjsf(form: ServiceForm, today: string): RjsfStep[] {
  return form.steps.map((step) => stepToRjsf(step, today));
}

/** A step's values as rjsf form data, typed by the step's schema (conditional fields included). */
export function rjsfData(step: RjsfStep, values: FormValues): RjsfData {
  const schemas: Record<string, RJSFSchema> = { ...(step.schema.properties as Record<string, RJSFSchema>) };
  for (const conditional of (step.schema.allOf ?? []) as RJSFSchema[]) {
    const then = (conditional.then ?? {}) as RJSFSchema;
    Object.assign(schemas, then.properties as Record<string, RJSFSchema>);
  }
  const data: RjsfData = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const value = rjsfValue(values[id], schema);
    if (value !== undefined) data[id] = value;
  }
  return data;
}
