import type { SnapshotFrom } from 'xstate';
import type { serviceWizardMachine, WizardDraft } from '../../../machines/serviceWizard.machine';
import type { WizardValues } from '../../../machines/serviceWizard.form';
import { isSecretParameter } from '../../api/contract/wizardDrafts';

/** The key a service's wizard keeps its draft under (requirements#maintenance-session). */
export const wizardDraftKey = (pageId: string) => `serviceWizard:${pageId}`;

/**
 * requirements#maintenance-session, requirements#wizard-drafts: what a wizard keeps when maintenance
 * interrupts it or the user leaves it — the step it is on and everything entered (live from its
 * steps while they run), except secrets: a PIN, a password, a one-time code, card data (by the
 * field's widget, type, rules or name). A payment that has its receipt keeps nothing: it is done.
 */
export function wizardDraft(snapshot: SnapshotFrom<typeof serviceWizardMachine>): WizardDraft | null {
  const { form } = snapshot.context;
  if (!form || !(snapshot.matches('editing') || snapshot.matches('confirming'))) return null;
  const entries = snapshot.children.steps?.getSnapshot().context ?? snapshot.context.entries;
  const secrets = new Set(
    form.steps.flatMap((step) => step.parameters.filter(isSecretParameter).map((p) => p.ParameterId)),
  );
  const values: WizardValues = {};
  for (const [id, value] of Object.entries(entries.values)) if (!secrets.has(id)) values[id] = value;
  return { stepIndex: entries.stepIndex, history: [...entries.history], values };
}

/**
 * requirements#wizard-drafts: where a draft kept on the server resumes. A step's own call (a quote)
 * answers for the steps after it, and its answer is not kept: a draft past such a step resumes on
 * it, so Next asks again (the values all kept).
 */
export function resumableDraft(form: { steps: ReadonlyArray<{ request?: unknown }> }, draft: WizardDraft): WizardDraft {
  const walked = [...draft.history, draft.stepIndex];
  const at = walked.findIndex((index, k) => k < walked.length - 1 && Boolean(form.steps[index]?.request));
  return at === -1 ? draft : { ...draft, stepIndex: walked[at]!, history: walked.slice(0, at) };
}
