import { importMaskKey, isMasked, maskValue, unmaskValue } from '../api/contract/requestSecurity';
import type { Platform } from './platform';
import { storageKeys } from './storage';

/**
 * requirements#user-type: the stored client key `type` (the signed-in user's category code) is held
 * encrypted — AES-256-GCM with the runtime configuration's `maskKey`, as masked request fields are —
 * and decoded on read. A build without a maskKey stores it as is. A value that does not decode
 * (edited by hand, another key) counts as no type: the build's default applies, never a guess.
 */
const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(base64: string): Promise<CryptoKey> {
  let key = keys.get(base64);
  if (!key) {
    key = importMaskKey(base64);
    keys.set(base64, key);
  }
  return key;
}

export async function sealUserType(maskKey: string | undefined, code: string): Promise<string> {
  return maskKey ? maskValue(await keyOf(maskKey), code) : code;
}

export async function openUserType(maskKey: string | undefined, stored: string | null): Promise<string | null> {
  if (stored === null || stored === '') return null;
  if (!maskKey) return isMasked(stored) ? null : stored;
  if (!isMasked(stored)) return null;
  try {
    return await unmaskValue(await keyOf(maskKey), stored);
  } catch {
    return null;
  }
}

/** A write still encrypting, per platform: a read waits for it (the shell loads right after sign-in). */
const pending = new WeakMap<Platform, Promise<void>>();

/** Stores the type encrypted, unless the session it belongs to ended meanwhile (a quick logout). */
export function storeUserType(platform: Platform, code: string, authorizeToken: string): Promise<void> {
  const write = sealUserType(platform.gateway.config?.maskKey, code).then((sealed) => {
    if (platform.store.get(storageKeys.authorizeToken) === authorizeToken) platform.store.set(storageKeys.type, sealed);
  });
  const settled = write.catch(() => {});
  pending.set(platform, settled);
  return write;
}

/** The stored type, decoded; null without a session or when it does not decode. */
export async function storedUserType(platform: Platform): Promise<string | null> {
  await pending.get(platform);
  if (!platform.store.get(storageKeys.authorizeToken)) return null;
  return openUserType(platform.gateway.config?.maskKey, platform.store.get(storageKeys.type));
}
