/** Dotted paths into response data and request bodies ('counterparty.name', 'items.0.id'). */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value under a dotted path, or undefined when any step of the way is missing. */
export function getPath(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const segment of path.split('.')) {
    if (Array.isArray(current) && /^\d+$/.test(segment)) current = current[Number(segment)];
    else if (isRecord(current) && Object.hasOwn(current, segment)) current = current[segment];
    else return undefined;
  }
  return current;
}

/** Keys that would reach Object.prototype through a body built from configuration. */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** Sets a dotted key, creating (or replacing non-object values with) nested objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  if (segments.some((segment) => segment === '' || FORBIDDEN.has(segment))) {
    throw new RangeError(`request key '${path}' is not a usable body path`);
  }
  let current = target;
  for (const segment of segments.slice(0, -1)) {
    const next = current[segment];
    if (isRecord(next)) current = next;
    else {
      const created: Record<string, unknown> = {};
      current[segment] = created;
      current = created;
    }
  }
  current[segments[segments.length - 1] ?? path] = value;
}

/** The last segment of a dotted key: 'data.userIdentifier' → 'userIdentifier'. */
export function leafOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? path : path.slice(dot + 1);
}

/**
 * A body as query parameters for a GET: nested keys dotted, lists comma-joined, null and
 * undefined as empty strings.
 */
export function toQuery(body: Record<string, unknown>, prefix = ''): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const name = prefix === '' ? key : `${prefix}.${key}`;
    if (isRecord(value)) Object.assign(query, toQuery(value, name));
    else if (Array.isArray(value)) query[name] = value.map((item) => String(item)).join(',');
    else query[name] = value === undefined || value === null ? '' : String(value);
  }
  return query;
}
