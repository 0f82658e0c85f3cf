import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Code cites the requirements it implements as `requirements#<anchor>` (docs/requirements.md);
 * every cited anchor must exist there, and no comment may cite a document readers do not have.
 */
const anchors = new Set(
  [...readFileSync('docs/requirements.md', 'utf8').matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]!),
);
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(
    (f) =>
      /^(src|machines|server|test|scripts|bench)\/.*\.(ts|tsx|mjs|js|sql)$/.test(f) &&
      !f.endsWith('requirements.test.ts'),
  );
const read = (f: string) => {
  try {
    return readFileSync(f, 'utf8');
  } catch {
    return ''; // deleted in the work tree
  }
};

describe('requirements cited from code', () => {
  it('has anchors to cite', () => expect(anchors.size).toBeGreaterThan(100));

  it('cites only anchors that docs/requirements.md has', () => {
    const missing = files.flatMap((f) =>
      [...read(f).matchAll(/requirements#([a-z0-9-]+)/g)]
        .filter((m) => !anchors.has(m[1]!))
        .map((m) => `${f}: requirements#${m[1]}`),
    );
    expect(missing).toEqual([]);
  });

  it('cites no document outside the repository', () => {
    const stale = files.filter((f) => /seed 00[01]\s*§/.test(read(f)));
    expect(stale).toEqual([]);
  });
});
