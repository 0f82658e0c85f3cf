import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { deriveKeys } from '../../../server/security/crypto';
import { open, seal } from '../../../server/security/secretBox';
import { matchTotpStep, totpCode, totpStep } from '../../../server/security/totp';

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890". */
const rfcSecret = Secret.fromLatin1('12345678901234567890').base32;
const rfcVectors: ReadonlyArray<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(rfcVectors)('matches the RFC vector at T=%i (8 digits)', (seconds, code) => {
    expect(totpCode(rfcSecret, seconds * 1000, 8)).toBe(code);
    expect(matchTotpStep(rfcSecret, code, seconds * 1000, 8)).toBe(Math.floor(seconds / 30));
  });

  it.each(rfcVectors)('derives the 6-digit code at T=%i from the same HMAC (last six digits)', (seconds, code) => {
    expect(totpCode(rfcSecret, seconds * 1000)).toBe(code.slice(2));
    expect(matchTotpStep(rfcSecret, code.slice(2), seconds * 1000)).toBe(totpStep(seconds * 1000));
  });

  it('accepts one step of drift either way and reports the step the code belongs to', () => {
    const now = 1111111111_000;
    const step = totpStep(now);
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, now + 60_000), now)).toBeNull();
  });

  it('refuses anything that is not exactly six digits', () => {
    for (const code of ['', '12345', '1234567', '12345a', ' 123456', '１２３４５６'])
      expect(matchTotpStep(rfcSecret, code, 0)).toBeNull();
  });
});

describe('sealed secrets (AES-256-GCM)', () => {
  const key = deriveKeys('a-server-secret-of-at-least-32-chars').totpSecrets;

  it('round-trips, with a fresh IV every time', () => {
    const [a, b] = [seal(key, 'JBSWY3DPEHPK3PXP', 'totp:1'), seal(key, 'JBSWY3DPEHPK3PXP', 'totp:1')];
    expect(a).not.toBe(b);
    expect(open(key, a, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered box, another context, another key and unknown formats', () => {
    const box = seal(key, 'JBSWY3DPEHPK3PXP', 'totp:1');
    const [version, iv, body, tag] = box.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => open(key, [version, iv, flipped.toString('base64url'), tag].join('.'), 'totp:1')).toThrow();
    expect(() => open(key, box, 'totp:2')).toThrow();
    expect(() => open(deriveKeys('another-server-secret-of-32-chars!!').totpSecrets, box, 'totp:1')).toThrow();
    expect(() => open(key, 'v2.a.b.c', 'totp:1')).toThrow(/format/);
  });

  it('derives a distinct key for every purpose', () => {
    const keys = deriveKeys('a-server-secret-of-at-least-32-chars');
    const hex = [keys.totpSecrets, keys.csrf, keys.siteSettings].map((k) => k.toString('hex'));
    expect(new Set(hex).size).toBe(3);
    expect(hex.every((h) => h.length === 64)).toBe(true);
  });
});
