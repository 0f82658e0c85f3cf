import * as paths from '../../api/contract/paths';
import {
  draftDeleteAnswerSchema,
  draftFindAnswerSchema,
  draftSaveAnswerSchema,
  type DraftSaveRequest,
} from '../../api/contract/wizardDrafts';
import type { Gateway } from '../../api/gateway';

/** requirements#wizard-drafts: the signed-in user's draft of a service, kept on the server. */
export function wizardDraftEndpoints(gateway: Gateway) {
  return {
    find: (pageId: string, signal?: AbortSignal) =>
      gateway.call(paths.wizardDraftFind, { body: { pageId }, schema: draftFindAnswerSchema, signal }),
    save: (draft: DraftSaveRequest, signal?: AbortSignal) =>
      gateway.call(paths.wizardDraftSave, { body: draft, schema: draftSaveAnswerSchema, signal }),
    remove: (id: string, signal?: AbortSignal) =>
      gateway.call(paths.wizardDraftDelete, { body: { id }, schema: draftDeleteAnswerSchema, signal }),
  };
}
