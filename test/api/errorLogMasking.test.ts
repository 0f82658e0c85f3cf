import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  errorLogEventSchema,
  isSecretKey,
  MASK,
  maskErrorLogEvent,
  maskSecrets,
} from '../../src/api/contract/errorLog';

describe('masking secrets for the error log', () => {
  it.each([
    'pin',
    'PIN',
    'newPin',
    'confirm_pin',
    'transactionPin',
    'password',
    'oldPassword',
    'otp',
    'otpCode',
    'code',
    'recoveryCode',
    'verificationCode',
    'cvv',
    'cardNumber',
    'card_no',
    'expiry',
    'auth_token',
    'accessToken',
    'front_authorize_token',
    'Authorization',
    'clientSecret',
    'linkData',
    'fcmToken',
  ])('treats %s as a secret', (key) => expect(isSecretKey(key)).toBe(true));

  it.each([
    'errCode',
    'responseCode',
    'serviceCode',
    'currencyCode',
    'message',
    'userIdentifier',
    'shipping',
    'amount',
    'mobile',
    'spinner',
  ])('leaves %s readable', (key) => expect(isSecretKey(key)).toBe(false));

  it('masks secret fields at any depth and keeps the rest', () => {
    const body = {
      userName: 'consumer',
      password: 'Demo@1234',
      data: { pin: '1234', amount: 5000, items: [{ otp: '482913', label: 'ok' }] },
    };
    expect(maskSecrets(body)).toEqual({
      userName: 'consumer',
      password: MASK,
      data: { pin: MASK, amount: 5000, items: [{ otp: MASK, label: 'ok' }] },
    });
  });

  it('masks a number-valued PIN and everything under a card field', () => {
    expect(maskSecrets({ pin: 1234, card: { holder: 'A B', number: '4111111111111111', expiry: '12/30' } })).toEqual({
      pin: MASK,
      card: { holder: MASK, number: MASK, expiry: MASK },
    });
  });

  it('keeps an empty secret empty (nothing to hide, and it says the field was blank)', () => {
    expect(maskSecrets({ fcmToken: '', pin: null })).toEqual({ fcmToken: '', pin: null });
  });

  it('cuts card numbers in text to their last four digits and hides credentials in text', () => {
    expect(maskSecrets('card 4111 1111 1111 1111 was declined')).toBe(`card ${MASK}1111 was declined`);
    expect(maskSecrets({ note: 'sent Bearer abc.def-ghi to x' })).toEqual({ note: `sent Bearer ${MASK} to x` });
    // a 10-digit mobile is not a card number
    expect(maskSecrets('7712345678')).toBe('7712345678');
  });

  it('bounds what it copies: long texts, long lists and deep nesting are cut', () => {
    const long = 'x'.repeat(5000);
    expect((maskSecrets(long) as string).length).toBeLessThanOrEqual(1001);
    expect(maskSecrets(Array.from({ length: 500 }, (_, i) => i))).toHaveLength(50);
    let deep: unknown = 'leaf';
    for (let i = 0; i < 20; i++) deep = { next: deep };
    expect(JSON.stringify(maskSecrets(deep))).toContain('[…]');
  });

  it('never changes its input', () => {
    const body = { pin: '1234' };
    maskSecrets(body);
    expect(body).toEqual({ pin: '1234' });
  });

  it('masks an event and the event still fits the schema', () => {
    const event = maskErrorLogEvent({
      method: 'POST' as const,
      path: 'demo/v1/front_users_changeTransactionPin',
      request: { oldPin: '1111', newPin: '2222' },
      response: { responseCode: 1, errCode: 1109, message: 'Wrong PIN', data: { retryAfterSeconds: 30 } },
      timestamp: new Date(0).toISOString(),
      device: {
        deviceId: 'd1',
        deviceUniqueId: 'u1',
        channel: 'WEB',
        platform: 'Linux',
        appVersion: 'v 1.0.1',
        webView: false,
        language: 'en',
      },
      userIdentifier: '100001',
      channel: 'Web' as const,
    });
    expect(event.request).toEqual({ oldPin: MASK, newPin: MASK });
    expect(event.response.errCode).toBe(1109);
    expect(v.safeParse(errorLogEventSchema, event).success).toBe(true);
  });
});
