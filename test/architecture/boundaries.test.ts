import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../../.dependency-cruiser.mjs';

/**
 * Each boundary rule of .dependency-cruiser.mjs, shown failing on a small tree that breaks it
 * (and passing on one that keeps it), so a rule that could never fire is caught here.
 */
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

async function violations(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  writeFileSync(
    join(root, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'ESNext', jsx: 'react-jsx' } }),
  );
  const dirs = [...new Set(Object.keys(files).map((p) => p.split('/')[0]!))];
  const result = await cruise(dirs, {
    ...config.options,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    baseDir: root,
  });
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const exported = 'export const x = 1;\n';

describe('import boundaries', () => {
  it('refuses a cycle, even one made of type-only imports', async () => {
    expect(
      await violations({
        'src/config/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
        'src/config/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
      }),
    ).toContainEqual(expect.stringMatching(/^no-cycle: src\/config\/a\.ts/));
    expect(
      await violations({
        'src/config/a.ts': "import { x } from './b';\nexport const y = x;\n",
        'src/config/b.ts': exported,
      }),
    ).toEqual([]);
  });

  it('keeps statecharts pure', async () => {
    expect(
      await violations({
        'machines/a.machine.ts': "import { x } from '../src/config/c';\nexport const m = x;\n",
        'src/config/c.ts': exported,
      }),
    ).toEqual(['machines-are-pure: machines/a.machine.ts → src/config/c.ts']);
    expect(
      await violations({
        'machines/a.machine.ts': "import { x } from './shared';\nexport const m = x;\n",
        'machines/shared.ts': exported,
      }),
    ).toEqual([]);
  });

  it('keeps a flow from importing another flow, but not from its own folder', async () => {
    expect(
      await violations({
        'src/flows/changePin/ChangePinPage.tsx':
          "import { x } from '../pinReset/pinReset.logic';\nexport const y = x;\n",
        'src/flows/pinReset/pinReset.logic.ts': exported,
      }),
    ).toEqual(['flows-stand-alone: src/flows/changePin/ChangePinPage.tsx → src/flows/pinReset/pinReset.logic.ts']);
    expect(
      await violations({
        'src/flows/changePin/ChangePinPage.tsx': "import { x } from './changePin.logic';\nexport const y = x;\n",
        'src/flows/changePin/changePin.logic.ts': exported,
      }),
    ).toEqual([]);
  });

  it('keeps shared parts, the foundation and the ui kit below what they serve', async () => {
    expect(
      await violations({
        'src/shell/layout/AppLayout.tsx': "import { x } from '../../flows/signIn/signIn.logic';\nexport const y = x;\n",
        'src/flows/signIn/signIn.logic.ts': exported,
        'src/platform/storage.ts': "import { x } from '../ui/hooks';\nexport const y = x;\n",
        'src/ui/hooks.ts': "import { x } from '../shell/actors';\nexport const y = x;\n",
        'src/shell/actors.ts': exported,
      }),
    ).toEqual(
      expect.arrayContaining([
        'shared-parts-know-no-flow: src/shell/layout/AppLayout.tsx → src/flows/signIn/signIn.logic.ts',
        'foundation-knows-no-screen: src/platform/storage.ts → src/ui/hooks.ts',
        'ui-kit-knows-no-shell: src/ui/hooks.ts → src/shell/actors.ts',
      ]),
    );
  });

  it('refuses a view that calls an endpoint or the gateway; its wiring may', async () => {
    expect(
      await violations({
        'src/flows/changePin/ChangePinPage.tsx': "import { x } from './changePin.endpoints';\nexport const y = x;\n",
        'src/flows/changePin/useThing.ts': "import { x } from '../../api/gateway';\nexport const y = x;\n",
        'src/flows/changePin/changePin.endpoints.ts': exported,
        'src/api/gateway.ts': exported,
      }),
    ).toEqual([
      'views-read-actors: src/flows/changePin/ChangePinPage.tsx → src/flows/changePin/changePin.endpoints.ts',
      'views-read-actors: src/flows/changePin/useThing.ts → src/api/gateway.ts',
    ]);
    expect(
      await violations({
        'src/flows/changePin/changePin.logic.ts': "import { x } from './changePin.endpoints';\nexport const y = x;\n",
        'src/flows/changePin/changePin.endpoints.ts': "import { x } from '../../api/gateway';\nexport const y = x;\n",
        'src/api/gateway.ts': exported,
      }),
    ).toEqual([]);
  });

  it('lets the server share only the contract, and the contract nothing else', async () => {
    expect(
      await violations({
        'server/a.ts':
          "import { x } from '../src/config/c';\nimport { y } from '../src/api/contract/paths';\nexport const z = x + y;\n",
        'src/config/c.ts': exported,
        'src/api/contract/paths.ts': "import { x } from '../../platform/storage';\nexport const y = x;\n",
        'src/platform/storage.ts': exported,
        'src/platform/sandbox.ts': "import { z } from '../../server/a';\nexport const w = z;\n",
      }),
    ).toEqual(
      expect.arrayContaining([
        'server-shares-only-the-contract: server/a.ts → src/config/c.ts',
        'contract-is-shared: src/api/contract/paths.ts → src/platform/storage.ts',
        'portal-never-imports-the-server: src/platform/sandbox.ts → server/a.ts',
      ]),
    );
  });
});
