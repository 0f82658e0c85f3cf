import type { Parameter, ServiceForm } from '../../api/contract/serviceForm';
import { ErrCode } from '../../api/contract/errCodes';
import { isVisible } from '../../forms/conditions';
import type { FieldError, FieldErrors, FormValues } from '../../forms/types';
import { isEmptyValue } from '../../forms/validation';

/**
 * requirements#recipient-live-check: a recipient is refused on the step where it is typed. The
 * pass-through look-up of a recipient field (useFor 'recipient') answers with the holder's name or
 * refuses the number (no such wallet, the payer's own); the refusal is the field's error at once,
 * and Next on that step asks again — reusing a remembered answer for the same number, since
 * look-ups are counted — so nobody reaches the amount or the Submit with an unknown recipient.
 */

/** A field whose value is a recipient the wallet looks up. */
export const isRecipientLookup = (parameter: Parameter) =>
  parameter.useFor === 'recipient' && Boolean(parameter.passValueExternalID && parameter.externalURL);

/** The field error a refused look-up means; null for any other failure (the network, a timeout). */
export function recipientRefusal(error: unknown): FieldError | null {
  const code = (error as { errCode?: unknown } | null)?.errCode;
  if (code === ErrCode.recipientUnknown) return { key: 'recipientUnknown' };
  if (code === ErrCode.recipientIsPayer) return { key: 'recipientIsPayer' };
  return null;
}

/** The answers of the look-ups made so far, per field and value: null accepted, else the refusal. */
export class RecipientAnswers {
  private readonly answers = new Map<string, FieldError | null>();
  private key = (id: string, value: unknown) => `${id}\u0000${JSON.stringify(value)}`;

  get(id: string, value: unknown): FieldError | null | undefined {
    return this.answers.get(this.key(id, value));
  }

  /** A look-up's outcome: remembered when it says something about the number, else forgotten. */
  record(id: string, value: unknown, outcome: { accepted: true } | { error: unknown }): FieldError | null {
    const refusal = 'error' in outcome ? recipientRefusal(outcome.error) : null;
    if ('accepted' in outcome || refusal !== null) this.answers.set(this.key(id, value), refusal);
    return refusal;
  }
}

/**
 * The step's recipients, checked on Next: each visible recipient field with a value and no error of
 * its own yet is looked up (or its remembered answer used); a refusal becomes its error. A look-up
 * that fails otherwise rejects, so the step stays with the generic failure and nothing is lost.
 */
export async function checkRecipients(
  form: ServiceForm,
  stepIndex: number,
  values: FormValues,
  errors: FieldErrors,
  answers: RecipientAnswers,
  lookUp: (parameter: Parameter) => Promise<unknown>,
): Promise<FieldErrors> {
  const step = form.steps[stepIndex];
  if (!step) return errors;
  const checked: FieldErrors = { ...errors };
  for (const parameter of step.parameters) {
    const id = parameter.ParameterId;
    const value = values[id] ?? null;
    if (!isRecipientLookup(parameter) || errors[id] || isEmptyValue(value) || !isVisible(parameter, values, form))
      continue;
    let answer = answers.get(id, value);
    if (answer === undefined) {
      try {
        await lookUp(parameter);
        answer = answers.record(id, value, { accepted: true });
      } catch (error) {
        answer = answers.record(id, value, { error });
        if (answer === null) throw error;
      }
    }
    if (answer !== null) checked[id] = answer;
  }
  return checked;
}
