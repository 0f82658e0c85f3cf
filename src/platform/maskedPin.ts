import { importMaskKey, maskValue } from '../api/contract/requestSecurity';
import type { Platform } from './platform';

/**
 * requirements#request-masking: the transaction PIN as the site's maskRequestParam wants it —
 * masked with the runtime configuration's key when the site names `pin` there, as typed when it
 * does not. For the calls outside the service forms that carry a PIN (a deletion, a batch).
 */
export function pinMasker(platform: Platform): (pin: string) => Promise<string> {
  let key: Promise<CryptoKey> | null = null;
  return async (pin) => {
    const masked = platform.siteSettings.get()?.bffConfigModule.maskRequestParam ?? [];
    if (!masked.includes('pin')) return pin;
    const configured = platform.gateway.config?.maskKey;
    if (!configured) throw new Error('maskRequestParam names the PIN but the runtime configuration has no maskKey');
    key ??= importMaskKey(configured);
    return maskValue(await key, pin);
  };
}
