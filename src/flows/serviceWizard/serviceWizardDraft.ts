import type { SnapshotFrom } from 'xstate';
import type { serviceWizardMachine, WizardDraft } from '../../../machines/serviceWizard.machine';
import type { WizardParameter, WizardValues } from '../../../machines/serviceWizard.form';
import { ComponentType } from '../../api/contract/serviceForm';

/** The key a service's wizard keeps its draft under (requirements#maintenance-session). */
export const wizardDraftKey = (pageId: string) => `serviceWizard:${pageId}`;

/** A field whose value is never kept: a PIN, a password, a one-time code. */
function isSecret(parameter: WizardParameter): boolean {
  return (
    parameter.ComponentType === ComponentType.password ||
    parameter.type === 'password' ||
    parameter.type === 'otp' ||
    /pin|otp|password/i.test(parameter.ParameterId)
  );
}

/**
 * requirements#maintenance-session: what a wizard keeps when maintenance interrupts it — the step it
 * is on and everything entered (live from its steps while they run), except secrets. A payment
 * that has its receipt keeps nothing: it is done.
 */
export function wizardDraft(snapshot: SnapshotFrom<typeof serviceWizardMachine>): WizardDraft | null {
  const { form } = snapshot.context;
  if (!form || !(snapshot.matches('editing') || snapshot.matches('confirming'))) return null;
  const entries = snapshot.children.steps?.getSnapshot().context ?? snapshot.context.entries;
  const secrets = new Set(form.steps.flatMap((step) => step.parameters.filter(isSecret).map((p) => p.ParameterId)));
  const values: WizardValues = {};
  for (const [id, value] of Object.entries(entries.values)) if (!secrets.has(id)) values[id] = value;
  return { stepIndex: entries.stepIndex, history: [...entries.history], values };
}
