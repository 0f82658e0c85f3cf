import { requestChecksum } from './requestSecurity';

/**
 * requirements#site-settings: the settings' `ts` is when they last changed and a checksum over
 * them: hex SHA-256 of `timestamp.canonicalJson(settings without ts)`, computed alike by the
 * sandbox and the portal (Web Crypto), so a copy altered on its way (a cache, a proxy, an edited
 * response) is told apart from what the content service served.
 */
export function siteSettingsChecksum(settings: Record<string, unknown>, timestamp: string): Promise<string> {
  return requestChecksum(settings, timestamp);
}

export type SiteSettingsVerdict = 'accepted' | 'tampered' | 'stale';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `ts` stamp of a settings document, or null when it has none that reads. */
export function stampOf(settings: unknown): { timestamp: string; checksum: string; at: number } | null {
  const ts = isRecord(settings) ? settings.ts : undefined;
  if (!isRecord(ts) || typeof ts.timestamp !== 'string' || typeof ts.checksum !== 'string') return null;
  const at = Date.parse(ts.timestamp);
  return Number.isNaN(at) ? null : { timestamp: ts.timestamp, checksum: ts.checksum, at };
}

/**
 * Whether settings just received may replace the last good ones: their checksum must match
 * (else tampered), and they must not be older than what is held (else stale: a lagging replica
 * or a replayed answer). The same settings again are accepted.
 */
export async function judgeSiteSettings(candidate: unknown, lastGood: unknown): Promise<SiteSettingsVerdict> {
  const stamp = stampOf(candidate);
  if (stamp === null || !isRecord(candidate)) return 'tampered';
  const expected = await siteSettingsChecksum(candidate, stamp.timestamp);
  if (expected !== stamp.checksum) return 'tampered';
  const held = stampOf(lastGood);
  if (held !== null && stamp.at < held.at) return 'stale';
  return 'accepted';
}
