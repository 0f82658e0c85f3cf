import type { Option, ServiceForm, ServiceRequest } from '../../api/contract/serviceForm';
import { importMaskKey, maskValue } from '../../api/contract/requestSecurity';
import { buildRequest } from '../../forms/request';
import type { FormValues } from '../../forms/types';
import { isoDay, type ValidationContext } from '../../forms/validation';
import { i18n } from '../../i18n';
import type { AppActors } from '../../platform/context';
import { requestDeviceFields } from '../../platform/device';
import type { Platform } from '../../platform/platform';
import { storageKeys } from '../../platform/storage';

/**
 * What a service's calls are built from (requirements#request-building): the engine's validation
 * context and the request builder, given the session, the device, the site's masked fields and the
 * runtime configuration's mask key (AES-GCM, requirements#request-masking).
 */
export interface ServiceCalls {
  context(form: ServiceForm, options: Record<string, readonly Option[]>): ValidationContext;
  /** the signed-in user's wallet identifier (requirements#product-list: data.userIdentifier) */
  userIdentifier(): string | undefined;
  build(
    request: ServiceRequest,
    form: ServiceForm,
    values: FormValues,
    responses: readonly unknown[],
    props?: Record<string, unknown>,
  ): ReturnType<typeof buildRequest>;
}

export function serviceCalls(platform: Platform, actors: AppActors): ServiceCalls {
  const { gateway, store } = platform;
  let key: Promise<CryptoKey> | null = null;
  const mask = async (plain: string) => {
    const configured = gateway.config?.maskKey;
    if (!configured) throw new Error('maskRequestParam names a field but the runtime configuration has no maskKey');
    key ??= importMaskKey(configured);
    return maskValue(await key, plain);
  };
  const user = () => {
    const session = actors.session.getSnapshot();
    return session.matches('signedIn') ? session.context.user : null;
  };
  return {
    userIdentifier: () => user()?.userIdentifier,
    context: (form, options) => ({
      today: isoDay(new Date()),
      options,
      mobilePrefix: form.mobilePrefix,
      locale: i18n.locale,
      form,
    }),
    build: (request, form, values, responses, props = {}) =>
      buildRequest(request, {
        values,
        responses,
        props: {
          serviceCode: form.serviceCode,
          locale: i18n.locale,
          userIdentifier: user()?.userIdentifier,
          ...props,
        },
        storage: requestDeviceFields(store),
        loginToken: store.get(storageKeys.authorizeToken) ?? undefined,
        maskRequestParam: platform.siteSettings.get()?.bffConfigModule.maskRequestParam ?? [],
        mask,
        mobilePrefix: form.mobilePrefix,
        nonce: { enabled: form.nonce, now: Date.now },
        form,
      }),
  };
}
