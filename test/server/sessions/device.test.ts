import { describe, expect, it } from 'vitest';
import { parseUserAgent } from '../../../server/sessions/device';
import { placeOf } from '../../../server/sessions/places';

/** requirements#active-sessions: the device a stored User-Agent names, and the place an address is in, offline. */
describe('a session device from its User-Agent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome 131', os: 'Windows', deviceType: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      { browser: 'Edge 131', os: 'Windows', deviceType: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      { browser: 'Safari 17', os: 'macOS', deviceType: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS 17', deviceType: 'mobile' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      { browser: 'Chrome 126', os: 'iOS 17', deviceType: 'mobile' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 16', os: 'iOS 16', deviceType: 'tablet' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      { browser: 'Samsung Internet 25', os: 'Android 14', deviceType: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      { browser: 'Chrome 120', os: 'Android 13', deviceType: 'tablet' },
    ],
    [
      'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
      { browser: 'Firefox 133', os: 'Android 14', deviceType: 'mobile' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
      { browser: 'Opera 106', os: 'Linux', deviceType: 'desktop' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.85 Safari/537.36',
      { browser: 'Chrome 131', os: 'Linux', deviceType: 'desktop' },
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      { browser: 'Chrome 120', os: 'ChromeOS', deviceType: 'desktop' },
    ],
  ])('%s', (userAgent, device) => {
    expect(parseUserAgent(userAgent)).toEqual(device);
  });

  it('names nothing it does not recognise, and nothing for a missing header', () => {
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null, deviceType: 'desktop' });
    expect(parseUserAgent(null)).toEqual({ browser: null, os: null, deviceType: 'desktop' });
    expect(parseUserAgent('<script>alert(1)</script>')).toEqual({ browser: null, os: null, deviceType: 'desktop' });
  });
});

describe('a session place from its address', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1'])('%s is this network (this machine)', (ip) => {
    expect(placeOf(ip)).toEqual({ kind: 'thisNetwork' });
  });

  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '100.64.0.1',
    '169.254.1.1',
    'fd12:3456::1',
    'fe80::1',
  ])('%s is a local network', (ip) => {
    expect(placeOf(ip)).toEqual({ kind: 'localNetwork' });
  });

  it('names the city of a range in the sandbox table, in the three languages', () => {
    expect(placeOf('198.51.100.7')).toEqual({
      kind: 'city',
      city: { en: 'Erbil', ar: 'أربيل', ku: 'هەولێر' },
      country: { en: 'Iraq', ar: 'العراق', ku: 'عێراق' },
    });
    expect(placeOf('2001:DB8::42')).toMatchObject({ kind: 'city', city: { en: 'Dubai' } });
  });

  it.each(['8.8.8.8', '172.32.0.1', '172.15.0.1', '192.0.3.1', '1.2.3', '300.1.1.1', 'unknown', ''])(
    '%s is an unknown place',
    (ip) => {
      expect(placeOf(ip)).toEqual({ kind: 'unknown' });
    },
  );

  it('is unknown without an address', () => {
    expect(placeOf(null)).toEqual({ kind: 'unknown' });
  });
});
