/**
 * The sandbox ends a session after 600 s without a call (SESSION_IDLE_TIMEOUT_SECONDS): a saved
 * session not handed out for 5 minutes is made again (a worker's disbursement paths early in a run
 * left the enterprise's session to expire before its tellers' paths 13 minutes later).
 */
export const SESSION_FRESH_MS = 5 * 60_000;

/**
 * Saved sign-ins of one worker (a process), by key: each made once when first asked, handed out
 * again while fresh, made again when it was not handed out for SESSION_FRESH_MS. A sign-in that
 * failed is not kept: the next caller tries again (and fails on its own account).
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; used: number }>();

  get(key: string, make: () => Promise<T>): Promise<T> {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || now - entry.used > SESSION_FRESH_MS) {
      const value = make();
      entry = { value, used: now };
      this.entries.set(key, entry);
      value.catch(() => this.entries.delete(key));
    }
    entry.used = now;
    return entry.value;
  }
}
