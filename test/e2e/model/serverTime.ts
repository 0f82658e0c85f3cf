import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { sandboxPost } from '../support';

/**
 * Issue 22: server behaviours a path asks the sandbox for, on demand and for itself only (the
 * model paths share the second sandbox with each other): a fault of its own calls (the fault
 * switch's scope, sent with the held call: ResultTools.scope) and time passing for one code or
 * one sign-in challenge (server/sandbox/elapse.ts).
 */

/** Switches `fault` on for the calls of a new scope, and returns the scope to send them with. */
export async function scopedFault(page: Page, fault: { kind: string; path?: string }): Promise<string> {
  const scope = `model-${randomUUID()}`;
  const answer = await sandboxPost(page.request, '/sandbox/v1/faults', { data: { fault, scope } });
  expect(answer.status(), await answer.text()).toBe(200);
  return scope;
}

/**
 * Makes one SMS code (its request id), one session or challenge (its token) or one card payment
 * (its session id) `seconds` older on the server.
 */
export async function elapseOnServer(
  page: Page,
  target: { otpRequestId: string } | { sessionToken: string } | { cardSessionId: string },
  seconds: number,
): Promise<void> {
  const answer = await sandboxPost(page.request, '/sandbox/v1/elapse', { data: { ...target, seconds } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Counts `count` failed sign-ins to `login` as if from other addresses: its next sign-in asks for a captcha. */
export async function failedSignInsElsewhere(page: Page, login: string, count: number): Promise<void> {
  const answer = await sandboxPost(page.request, '/sandbox/v1/signInFailures', { data: { login, count } });
  expect(answer.status(), await answer.text()).toBe(200);
}
