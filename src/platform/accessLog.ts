/**
 * requirements#invalid-access: access to a component is checked against a list, and a denied access
 * is recorded as an invalid component access. Kept for the page's life (tests and support read it),
 * logged once per route and category — the route only, never the user or any value.
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

export function createAccessLog(now: () => number = Date.now): AccessLog {
  const entries: InvalidAccess[] = [];
  return {
    record(entry) {
      const seen = entries.some((e) => e.route === entry.route && e.category === entry.category);
      entries.push({ ...entry, at: now() });
      if (!seen) console.warn(`[access] invalid component access: ${entry.route} (${entry.category}, ${entry.reason})`);
    },
    entries: () => entries,
  };
}
