/**
 * requirements#invalid-access: access to a component is checked against a list, and a denied access
 * is recorded as an invalid component access. Kept for the page's life (tests and support read it),
 * logged once per route and category — the route only, never the user or any value — and reported
 * to the server as often (`report`), which records who and when (issue 18).
 */
export interface InvalidAccess {
  route: string;
  category: string;
  reason: string;
  at: number;
}

export interface AccessLog {
  record(entry: Omit<InvalidAccess, 'at'>): void;
  entries(): readonly InvalidAccess[];
}

export function createAccessLog(
  now: () => number = Date.now,
  report: (entry: Omit<InvalidAccess, 'at'>) => void = () => {},
): AccessLog {
  const entries: InvalidAccess[] = [];
  return {
    record(entry) {
      const seen = entries.some((e) => e.route === entry.route && e.category === entry.category);
      entries.push({ ...entry, at: now() });
      if (seen) return;
      console.warn(`[access] invalid component access: ${entry.route} (${entry.category}, ${entry.reason})`);
      report(entry);
    },
    entries: () => entries,
  };
}
