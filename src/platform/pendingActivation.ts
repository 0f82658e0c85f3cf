import * as v from 'valibot';
import type { OtpDelivery } from '../../machines/shared';
import { otpDeliverySchema, pendingActivationDataSchema } from '../api/contract/account';
import { storageKeys } from './storage';
import type { Platform } from './platform';

/**
 * A sign-up waiting for its SMS code (requirements#sign-up: the registration's jwt_token is the access
 * token meanwhile). Kept apart from the account flows so the sign-in screen, which can hand a
 * pending account over to activation, does not load every account statechart.
 */
const pendingSchema = v.object({ delivery: otpDeliverySchema, issuedAt: v.number() });

/** A code waiting for activation, its time left counted from when it was issued. */
export function readPendingActivation(platform: Platform, nowMs = Date.now()): OtpDelivery | null {
  const raw = platform.store.get(storageKeys.pendingActivation);
  if (raw === null) return null;
  try {
    const { delivery, issuedAt } = v.parse(pendingSchema, JSON.parse(raw));
    const elapsed = Math.max(0, Math.floor((nowMs - issuedAt) / 1000));
    return {
      ...delivery,
      validitySeconds: Math.max(0, delivery.validitySeconds - elapsed),
      resendAfterSeconds: Math.max(0, delivery.resendAfterSeconds - elapsed),
    };
  } catch {
    return null;
  }
}

export function storePendingActivation(platform: Platform, delivery: OtpDelivery): void {
  platform.store.set(storageKeys.pendingActivation, JSON.stringify({ delivery, issuedAt: Date.now() }));
}

/** The registration's jwt_token is stored as the access token; then activation. */
export function beginActivation(platform: Platform, jwtToken: string, delivery: OtpDelivery): void {
  platform.store.set(storageKeys.accessToken, jwtToken);
  storePendingActivation(platform, delivery);
  platform.navigation.navigate('/activation', { replace: true });
}

/** A sign-in refused for a pending account carries a fresh activation token and code. */
export function beginActivationFrom(platform: Platform, details: unknown): void {
  const pending = v.safeParse(pendingActivationDataSchema, details);
  if (pending.success) beginActivation(platform, pending.output.jwt_token, pending.output.otp);
}
