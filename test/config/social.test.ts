import { describe, expect, it } from 'vitest';
import { socialLinks } from '../../src/config/social';

describe('social links', () => {
  it('links https addresses only, named as the networks write themselves', () => {
    expect(
      socialLinks({
        facebook: 'https://facebook.com/walletportal',
        x: 'https://x.com/walletportal',
        Mastodon: 'https://mastodon.social/@wallet',
        insecure: 'http://example.com',
        script: 'javascript:alert(1)',
        broken: 'not a url',
      }),
    ).toEqual([
      { network: 'facebook', url: 'https://facebook.com/walletportal', label: 'Facebook' },
      { network: 'x', url: 'https://x.com/walletportal', label: 'X' },
      { network: 'Mastodon', url: 'https://mastodon.social/@wallet', label: 'Mastodon' },
    ]);
    expect(socialLinks(undefined)).toEqual([]);
  });
});
