import { fromPromise } from 'xstate';
import { profileMachine } from '../../../machines/profile.machine';
import type { ProfileTemplate, UpdateProfileRequest } from '../../api/contract/account';
import type { UserAccountData } from '../../api/contract/schemas';
import { createSharedEndpoints } from '../../api/endpoints';
import { quietWhenAborted } from '../../platform/call';
import type { AppActors } from '../../platform/context';
import type { Platform } from '../../platform/platform';
import { storageKeys } from '../../platform/storage';
import { profileEndpoints } from './profile.endpoints';

/** What the profile screens show: the account and the template chosen for the user's type. */
export interface LoadedProfile {
  account: UserAccountData;
  template: ProfileTemplate;
}

/** The signed-in user's wallet identifier, when the session knows it. */
function signedInIdentifier(actors: AppActors): string | undefined {
  const context = actors.session.getSnapshot().context as { user?: { userIdentifier?: string } | null };
  return context.user?.userIdentifier ?? undefined;
}

/**
 * requirements#profile: the wallet holder's details go to the adapter (adapter/v1/updateProfile); a
 * change with a photograph goes to the front-user call, which stores the picture and any details
 * changed with it in one transaction.
 */
export function saveChanges(
  api: Pick<ReturnType<typeof profileEndpoints>, 'updateProfile' | 'updateWalletProfile'>,
  request: UpdateProfileRequest,
  userIdentifier: string | undefined,
  signal?: AbortSignal,
) {
  if (request.photo !== undefined) return api.updateProfile(request, signal);
  return api.updateWalletProfile(
    { ...(userIdentifier === undefined ? {} : { userIdentifier }), fields: request.fields },
    signal,
  );
}

/** requirements#profile: the account, shown and edited through the template of the user's type. */
export function profileLogic(platform: Platform, actors: AppActors) {
  const api = { ...profileEndpoints(platform.gateway), ...createSharedEndpoints(platform.gateway) };
  return profileMachine.provide({
    actors: {
      loadProfile: fromPromise<unknown, void>(
        quietWhenAborted(async ({ signal }): Promise<LoadedProfile> => {
          const account = await api.getUserAccount(signal);
          // requirements#content-cache: onboarding-field configuration is cached under its own key
          const id = account.profileTemplateId;
          const template = await platform.contentCache.get('onboardingField', `updateParams:${id}`, () =>
            api.profileTemplate(id),
          );
          return { account, template };
        }),
      ),
      saveProfile: fromPromise<unknown, { changes: unknown }>(
        quietWhenAborted(async ({ input, signal }): Promise<LoadedProfile> => {
          const changes = input.changes as { request: UpdateProfileRequest; template: ProfileTemplate };
          const account = await saveChanges(api, changes.request, signedInIdentifier(actors), signal);
          // the header shows the new name at once, and other tabs follow through storage
          platform.store.set(storageKeys.user, JSON.stringify(account.user));
          actors.session.send({ type: 'storage.sessionChanged', user: account.user });
          return { account, template: changes.template };
        }),
      ),
    },
  });
}
