import type { SessionPlace } from '../../src/api/contract/activeSessions';

/**
 * requirements#active-sessions: an approximate place for the address a session signed in from,
 * found offline — never an IP look-up on the internet. This machine's own addresses are "this
 * network", private ranges a "local network"; otherwise the sandbox's small table of ranges names
 * a city. Its ranges are the ones reserved for documentation (RFC 5737, RFC 3849), so the table
 * says nothing about anyone's real address; a deployment would put its own data here.
 */
const cities: ReadonlyArray<{ prefix: string; city: Names; country: Names }> = [
  {
    prefix: '192.0.2.',
    city: { en: 'Baghdad', ar: 'بغداد', ku: 'بەغدا' },
    country: { en: 'Iraq', ar: 'العراق', ku: 'عێراق' },
  },
  {
    prefix: '198.51.100.',
    city: { en: 'Erbil', ar: 'أربيل', ku: 'هەولێر' },
    country: { en: 'Iraq', ar: 'العراق', ku: 'عێراق' },
  },
  {
    prefix: '203.0.113.',
    city: { en: 'Basra', ar: 'البصرة', ku: 'بەسرە' },
    country: { en: 'Iraq', ar: 'العراق', ku: 'عێراق' },
  },
  {
    prefix: '2001:db8:',
    city: { en: 'Dubai', ar: 'دبي', ku: 'دوبەی' },
    country: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة', ku: 'میرنشینە یەکگرتووەکانی عەرەب' },
  },
];

interface Names {
  en: string;
  ar: string;
  ku: string;
}

function ipv4(ip: string): number[] | null {
  const parts = ip.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.map(Number);
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ipv4(ip)?.[0] === 127;
}

function isPrivate(ip: string): boolean {
  const v4 = ipv4(ip);
  if (v4) {
    const [a = 0, b = 0] = v4;
    return (
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
      (a === 169 && b === 254) // link-local
    );
  }
  const lower = ip.toLowerCase();
  // unique local fc00::/7 and link-local fe80::/10
  return /^f[cd][0-9a-f]{0,2}:/.test(lower) || /^fe[89ab][0-9a-f]?:/.test(lower);
}

export function placeOf(ip: string | null): SessionPlace {
  if (ip === null) return { kind: 'unknown' };
  if (isLoopback(ip)) return { kind: 'thisNetwork' };
  if (isPrivate(ip)) return { kind: 'localNetwork' };
  const lower = ip.toLowerCase();
  const known = cities.find((entry) => lower.startsWith(entry.prefix));
  return known ? { kind: 'city', city: known.city, country: known.country } : { kind: 'unknown' };
}
