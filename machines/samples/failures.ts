import type { FlowFailure } from '../shared';

/** Failures used as actor errors in path samples. */
export const sampleFailures = {
  network: { kind: 'network', errCode: 500, message: 'Please try after sometime.' },
  invalidCredentials: { kind: 'invalidCredentials', errCode: 1002, message: 'The login or password is incorrect.' },
  invalidCode: { kind: 'invalidCode', errCode: 1010, message: 'The code is not valid.' },
  challengeExpired: { kind: 'challengeExpired', errCode: 1012, message: 'Sign in again.' },
} satisfies Record<string, FlowFailure>;
