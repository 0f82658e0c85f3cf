import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryCodes, userCategories, type UserCategory } from '../../../src/api/contract/categories';
import * as paths from '../../../src/api/contract/paths';
import { languagesDataSchema, siteSettingsSchema } from '../../../src/api/contract/schemas';
import { clientCredentials } from '../../../server/seed/clients';
import { backends } from '../support/backends';
import { ApiClient, portalConfig } from '../support/client';
import { startTestServer, type TestServer } from '../support/server';

describe('public/portal-config.json', () => {
  it('carries a login and a content credential for exactly the contract categories', () => {
    expect(Object.keys(portalConfig.categories).sort()).toEqual([...userCategories].sort());
  });

  it('holds the credentials the sandbox seeds, base64-encoded', () => {
    for (const category of userCategories) {
      const entry = portalConfig.categories[category];
      const decode = (b64: string | undefined) => Buffer.from(b64 ?? '', 'base64').toString('utf8');
      const seeded = (kind: 'login' | 'cms') => {
        const c = clientCredentials.find((x) => x.category === category && x.kind === kind);
        return `${c?.clientId}:${c?.secret}`;
      };
      expect(decode(entry?.loginCredential)).toBe(seeded('login'));
      expect(decode(entry?.contentCredential)).toBe(seeded('cms'));
    }
  });
});

describe.each(backends)('every shipped credential is accepted on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it.each(userCategories)(
    '%s: the login credential gets an access token, the content credential gets content',
    async (category: UserCategory) => {
      // connect() trades the login credential from portal-config.json for an access token.
      const portal = await ApiClient.connect(server.url, category);
      expect(portal.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const settings = await portal.call('GET', paths.siteSettings(1), { access: false });
      expect(v.parse(siteSettingsSchema, settings.envelope.data).category).toBe(categoryCodes[category]);
      const languages = await portal.call('GET', paths.activeLanguages, { access: false });
      expect(v.parse(languagesDataSchema, languages.envelope.data)).toHaveLength(16);
    },
  );
});
