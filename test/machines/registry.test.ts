import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines';

describe('machine registry', () => {
  it('lists every statechart in machines/ exactly once', async () => {
    const files = readdirSync('machines').filter((f) => f.endsWith('.machine.ts'));
    const exported = await Promise.all(
      files.map(async (f) => Object.values(await import(`../../machines/${f.replace(/\.ts$/, '')}`))),
    );
    const machines = exported.flat().filter((v) => typeof v === 'object' && v !== null && 'root' in v && 'id' in v);
    expect(machines).toHaveLength(files.length);
    for (const machine of machines) expect(machineRegistry.filter((e) => e.machine === machine)).toHaveLength(1);
    expect(machineRegistry).toHaveLength(files.length);
  });

  it('gives every machine a path test file', () => {
    const tests = new Set(readdirSync('test/machines'));
    for (const entry of machineRegistry) expect(tests.has(`${entry.id}.test.ts`)).toBe(true);
  });

  it('names each entry after its machine id', () => {
    for (const entry of machineRegistry) expect(entry.machine.id).toBe(entry.id);
  });
});
