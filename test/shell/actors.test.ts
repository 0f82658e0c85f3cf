// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createAppActors } from '../../src/shell/actors';
import { createPlatform } from '../../src/platform/platform';
import { sampleUser } from '../../machines/samples/session.samples';

describe('restoring the session at boot', () => {
  afterEach(() => localStorage.clear());

  it('restores a stored session as signed in', () => {
    localStorage.setItem('front_authorize_token', 'token');
    localStorage.setItem('user', JSON.stringify(sampleUser));
    const actors = createAppActors(createPlatform(window), window);
    actors.session.start();
    expect(actors.session.getSnapshot().matches('signedIn')).toBe(true);
    expect(actors.session.getSnapshot().context.user?.userIdentifier).toBe('1000000001');
  });

  it('drops a token whose user cannot be read, instead of sending it while signed out', () => {
    localStorage.setItem('front_authorize_token', 'token');
    localStorage.setItem('user', '{"broken"');
    const actors = createAppActors(createPlatform(window), window);
    actors.session.start();
    expect(actors.session.getSnapshot().matches('signedOut')).toBe(true);
    expect(localStorage.getItem('front_authorize_token')).toBeNull();
  });
});
