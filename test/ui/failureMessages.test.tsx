import { describe, expect, it } from 'vitest';
import type { FailureKind, FlowFailure } from '../../machines/shared';
import { useFailureMessage } from '../../src/ui/useFailureMessage';
import { activate, renderUiHook } from '../support/render';

const kinds: FailureKind[] = [
  'invalidCredentials',
  'accountInactive',
  'rateLimited',
  'invalidCode',
  'codeReused',
  'challengeExpired',
  'validation',
  'sessionEnded',
  'unavailable',
  'timeout',
  'network',
  // requirements#step-up
  'stepUpRequired',
  'twoFactorOff',
];
const failure = (kind: FailureKind): FlowFailure => ({
  kind,
  errCode: 1,
  message: 'server words',
  retryAfterSeconds: 754,
});

function messagesIn(locale: 'en' | 'ar' | 'ku'): Record<string, string> {
  activate(locale);
  const { result } = renderUiHook(() => useFailureMessage());
  return Object.fromEntries(kinds.map((k) => [k, result.current(failure(k))]));
}

describe('failure messages', () => {
  it('words every known failure in English, with the retry delay as mm:ss', () => {
    const en = messagesIn('en');
    expect(en.invalidCredentials).toBe('The login or password is incorrect.');
    expect(en.rateLimited).toBe('Too many attempts. Try again in 12:34.');
    // requirements#error-map: no answer means the generic message
    expect(en.network).toBe('Please try after sometime.');
    expect(en.timeout).toBe('Please try after sometime.');
    // requirements#step-up: where to turn two-step verification on, not the server's words
    expect(en.twoFactorOff).toMatch(/Turn on two-step verification in Security/);
    expect(en.stepUpRequired).toMatch(/authenticator app/);
    expect(new Set(Object.values(en)).size).toBeGreaterThanOrEqual(9);
  });

  it.each(['ar', 'ku'] as const)('translates every failure into %s (no English left)', (locale) => {
    const en = messagesIn('en');
    const translated = messagesIn(locale);
    for (const kind of kinds) {
      expect(translated[kind], kind).not.toBe(en[kind]);
      expect(translated[kind], kind).toMatch(/[\u0600-\u06FF]/);
    }
    expect(translated.rateLimited).toContain('12:34');
  });

  it('shows the server’s own message for a failure it does not know', () => {
    activate('en');
    const { result } = renderUiHook(() => useFailureMessage());
    expect(result.current({ kind: 'other', errCode: 42, message: 'Daily limit reached.' })).toBe(
      'Daily limit reached.',
    );
  });
});
