import { describe, expect, it } from 'vitest';
import { routeKind, routePattern } from '../../../server/http/routePreloads';

// the route files of src/routes the build sees (TanStack Router's flat and nested names)
const files = [
  'signin.tsx',
  'index.tsx',
  'app.tsx',
  'app/dashboard.tsx',
  'app/index.tsx',
  'app/$.tsx',
  'app/services/$serviceId.tsx',
  'forgot-password.$linkData.tsx',
  'forgot-password.index.tsx',
  'self-onboarding.status.tsx',
  'atlas.tsx',
  'atlas_.demo-form.tsx',
  '__root.tsx',
  '-configuredPages.ts',
];
const matches = (file: string, path: string) => new RegExp(routePattern(file, files) ?? '$^').test(path);

describe('the URL a route file answers (route preloads, issue 20)', () => {
  it('a leaf answers its own path, with or without a trailing slash, and nothing below it', () => {
    expect(matches('signin.tsx', '/signin')).toBe(true);
    expect(matches('signin.tsx', '/signin/')).toBe(true);
    expect(matches('signin.tsx', '/signin/more')).toBe(false);
    expect(matches('signin.tsx', '/signinx')).toBe(false);
    expect(matches('self-onboarding.status.tsx', '/self-onboarding/status')).toBe(true);
    expect(matches('app/dashboard.tsx', '/app/dashboard')).toBe(true);
  });

  it('an index ends its path; a parameter is one segment; $ takes the rest', () => {
    expect(matches('index.tsx', '/')).toBe(true);
    expect(matches('index.tsx', '/signin')).toBe(false);
    expect(matches('app/index.tsx', '/app')).toBe(true);
    expect(matches('forgot-password.index.tsx', '/forgot-password')).toBe(true);
    expect(matches('forgot-password.$linkData.tsx', '/forgot-password/abc123')).toBe(true);
    expect(matches('forgot-password.$linkData.tsx', '/forgot-password/a/b')).toBe(false);
    expect(matches('app/services/$serviceId.tsx', '/app/services/send-money')).toBe(true);
    expect(matches('app/$.tsx', '/app/anything/at/all')).toBe(true);
  });

  it('a layout answers its path and everything below; `atlas_` is not under the atlas', () => {
    expect(routeKind('app.tsx', files)).toBe('layout');
    expect(matches('app.tsx', '/app/dashboard')).toBe(true);
    expect(matches('app.tsx', '/application')).toBe(false);
    expect(routeKind('atlas.tsx', files)).toBe('leaf');
    expect(matches('atlas.tsx', '/atlas/demo-form')).toBe(false);
    expect(matches('atlas_.demo-form.tsx', '/atlas/demo-form')).toBe(true);
    expect(routeKind('app/$.tsx', files)).toBe('splat');
  });

  it('the root and files that are not routes answer nothing', () => {
    expect(routePattern('__root.tsx', files)).toBeNull();
    expect(routePattern('-configuredPages.ts', files)).toBeNull();
  });
});
