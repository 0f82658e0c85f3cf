import { fromPromise } from 'xstate';
import type { WizardDraft } from '../../../machines/serviceWizard.machine';
import { wizardDraftMachine, type SavedDraft } from '../../../machines/wizardDraft.machine';
import { isSecretName, type DraftValue, type SavedWizardDraft } from '../../api/contract/wizardDrafts';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { resumableDraft } from './serviceWizardDraft';
import { serviceWizardEndpoints } from './serviceWizard.endpoints';
import { wizardDraftEndpoints } from './wizardDraft.endpoints';

/** The server's draft as the chart holds it. */
const asSaved = (draft: SavedWizardDraft): SavedDraft => ({
  id: draft.id,
  savedAt: draft.savedAt,
  stepIndex: draft.stepIndex,
  history: draft.history,
  values: draft.values,
});

/**
 * requirements#wizard-drafts: what goes to the server — the values a draft may hold (text, checks,
 * choices; no file, whose upload belongs to its session) under a name that is no secret's. The
 * wizard's reader has already left out its secret fields by their widget and rules.
 */
export function storableValues(values: WizardDraft['values']): Record<string, DraftValue> {
  const kept: Record<string, DraftValue> = {};
  for (const [id, value] of Object.entries(values)) {
    if (isSecretName(id)) continue;
    if (typeof value === 'string' || typeof value === 'boolean' || value === null) kept[id] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) kept[id] = value as string[];
  }
  return kept;
}

/** requirements#wizard-drafts: the service wizard's draft chart with its calls. */
export function wizardDraftLogic(platform: Platform) {
  const api = wizardDraftEndpoints(platform.gateway);
  const forms = serviceWizardEndpoints(platform.gateway);
  // the wizard's own form, from the cache it was loaded into
  const formOf = (pageId: string) => platform.contentCache.get('layout', `service:${pageId}`, () => forms.form(pageId));
  return wizardDraftMachine.provide({
    actors: {
      findDraft: fromPromise(
        quietWhenAborted(async ({ input, signal }: { input: { pageId: string }; signal: AbortSignal }) => {
          const { draft } = await api.find(input.pageId, signal);
          return draft === null ? null : asSaved(draft);
        }),
      ),
      saveDraft: fromPromise(
        quietWhenAborted(
          async ({ input, signal }: { input: { pageId: string; draft: WizardDraft }; signal: AbortSignal }) => {
            const place = resumableDraft(await formOf(input.pageId), input.draft);
            const { draft } = await api.save(
              {
                pageId: input.pageId,
                stepIndex: place.stepIndex,
                history: place.history,
                values: storableValues(input.draft.values),
              },
              signal,
            );
            return asSaved(draft);
          },
        ),
      ),
      deleteDraft: fromPromise(
        quietWhenAborted(({ input, signal }: { input: { id: string }; signal: AbortSignal }) =>
          api.remove(input.id, signal),
        ),
      ),
    },
  });
}
