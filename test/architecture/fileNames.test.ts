import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * File names follow one convention (CONTRIBUTING.md "Names"): camelCase, with dotted suffixes
 * that say what a file is (`pinReset.logic.ts`, `users.repository.ts`, `changePin.test.ts`); a
 * React component's file is its PascalCase name. Route files follow the router's own rules,
 * migrations are numbered, and Vite's declaration file and a benchmark page's index.html keep their names.
 */
const camel = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*\.(ts|tsx|mjs|js|css|json|md)$/;
const component = /^[A-Z][A-Za-z0-9]*(\.[a-z][a-zA-Z0-9]*)*\.(tsx|ts|css)$/;
const exempt = [
  /^src\/routes\//,
  /^src\/i18n\/locales\//,
  /^server\/db\/migrations\/\d{3}_[a-z_]+\.sql$/,
  /\/README\.md$/,
  /^src\/vite-env\.d\.ts$/,
  /^bench\/[a-z]+\/index\.html$/,
];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /^(src|machines|server|test|scripts|bench)\//.test(f));

describe('file names', () => {
  it('are camelCase, or PascalCase for a component', () => {
    const wrong = files.filter(
      (f) => !exempt.some((e) => e.test(f)) && !camel.test(basename(f)) && !component.test(basename(f)),
    );
    expect(wrong).toEqual([]);
  });

  it('tell a flow by its name in every layer', () => {
    const machines = files
      .filter((f) => /^machines\/[a-zA-Z]+\.machine\.ts$/.test(f))
      .map((f) => basename(f, '.machine.ts'));
    expect(machines.length).toBeGreaterThan(20);
    for (const flow of machines) {
      expect(files, `samples of ${flow}`).toContain(`machines/samples/${flow}.samples.ts`);
      expect(files, `path test of ${flow}`).toContain(`test/machines/${flow}.test.ts`);
    }
  });
});
