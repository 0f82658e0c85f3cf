import type { DeviceType } from '../../src/api/contract/activeSessions';

/**
 * requirements#active-sessions: a session's device as its stored User-Agent names it — the
 * browser with its major version, the operating system, and the kind of device. A few patterns,
 * most specific first (Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says
 * "Safari"); a header that matches none says nothing (null), it is never guessed.
 */
export interface Device {
  browser: string | null;
  os: string | null;
  deviceType: DeviceType;
}

const browsers: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|OPiOS)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:[.\d]*)? (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

function browserOf(ua: string): string | null {
  for (const [pattern, name] of browsers) {
    const match = ua.match(pattern);
    if (match) return `${name} ${match[1]}`;
  }
  return null;
}

function osOf(ua: string): string | null {
  const ios = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)[_\d]* like Mac OS X/.exec(ua);
  if (ios) return `iOS ${ios[1]}`;
  const android = /\bAndroid (\d+)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bWindows (?:NT|Phone)\b/.test(ua)) return 'Windows';
  if (/\bMac OS X\b/.test(ua)) return 'macOS';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}

function deviceTypeOf(ua: string): DeviceType {
  // an Android tablet's browser leaves "Mobile" out
  if (/\biPad\b|\bTablet\b/.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua))) return 'tablet';
  if (/\bMobi|\biPhone\b|\biPod\b/.test(ua)) return 'mobile';
  return 'desktop';
}

export function parseUserAgent(userAgent: string | null): Device {
  const ua = userAgent ?? '';
  return { browser: browserOf(ua), os: osOf(ua), deviceType: deviceTypeOf(ua) };
}
