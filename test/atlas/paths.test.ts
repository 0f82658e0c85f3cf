import { createMachine, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { getSimplePaths, serializeSnapshot } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { machineRegistry, type MachineEntry } from '../../machines';
import { stateValueLabel } from '../../src/atlas/labels';
import { entryTraversal, generatePaths, pathScript, simplePaths, type GeneratedPath } from '../../src/atlas/paths';
import { registryEntry } from '../machines/pathHarness';
import { doorMachine } from './charts';

const door: MachineEntry = {
  id: 'door',
  title: 'Door',
  description: 'Unlocks, opens, closes itself.',
  machine: doorMachine,
  inputs: [undefined],
  events: [
    { type: 'door.open', by: 'tester' } as EventObject,
    { type: 'xstate.done.actor.unlock', output: { ok: true } } as EventObject,
    { type: 'xstate.after.autoClose.door.opened' },
  ],
};

/** A path as comparable text: each step's event and the snapshot it leads to. */
const trace = (input: unknown, steps: ReadonlyArray<{ event: EventObject; state: AnyMachineSnapshot }>) =>
  JSON.stringify(input) + steps.map((s) => ` ${JSON.stringify(s.event)} ${serializeSnapshot(s.state)}`).join('');

describe('pathScript', () => {
  const paths = generatePaths(door);
  const twoPaths = [paths[2]!, paths[5]!];

  it('is given the door’s paths', () => {
    expect(paths.map((p) => p.description)).toEqual([
      'no input: (initial)',
      'no input: door.open',
      'no input: door.open → done:unlock',
      'no input: door.open → door.open',
      'no input: door.open → done:unlock → door.open',
      'no input: door.open → done:unlock → after:autoClose.door.opened',
    ]);
  });

  it('renders paths as a Markdown test script: numbered steps, events in brief, the state to expect', () => {
    expect(pathScript(twoPaths, 'markdown', { title: 'Door' })).toBe(
      [
        '# Door',
        '',
        '2 paths.',
        '',
        '## Path 1',
        '',
        '1. start → expect `closed`',
        '2. send `door.open (by: "tester")` → expect `unlocking`',
        '3. send `done: unlock (output: {"ok":true})` → expect `opened`',
        '',
        '## Path 2',
        '',
        '1. start → expect `closed`',
        '2. send `door.open (by: "tester")` → expect `unlocking`',
        '3. send `done: unlock (output: {"ok":true})` → expect `opened`',
        '4. send `after 1.5 s in opened` → expect `closed`',
        '',
      ].join('\n'),
    );
  });

  it('renders paths as CSV, one row per step', () => {
    expect(pathScript(twoPaths, 'csv')).toBe(
      [
        'path,step,action,expected state',
        '1,1,start,closed',
        '1,2,"send door.open (by: ""tester"")",unlocking',
        '1,3,"send done: unlock (output: {""ok"":true})",opened',
        '2,1,start,closed',
        '2,2,"send door.open (by: ""tester"")",unlocking',
        '2,3,"send done: unlock (output: {""ok"":true})",opened',
        '2,4,send after 1.5 s in opened,closed',
        '',
      ].join('\n'),
    );
  });

  it('starts with the input and names parallel states region by region', () => {
    const [first] = generatePaths(registryEntry(machineRegistry, 'otpTimer'));
    expect(pathScript([first!], 'text')).toBe(
      '1 path.\n\nPath 1\n  1. start (validitySeconds: 3, resendAfterSeconds: 1) → validity.counting, resend.locked\n',
    );
    expect(stateValueLabel({ editing: 'idle' })).toBe('editing.idle');
    expect(stateValueLabel({ a: { x: 'p', y: { z: 'q' } } })).toBe('a.{x.p, y.z.q}');
  });
});

describe('simplePaths', () => {
  it.each(['otpTimer', 'session', 'configuration'])(
    '%s: under the limit, exactly the paths getSimplePaths finds, in its order',
    (id) => {
      const entry = registryEntry(machineRegistry, id);
      const expected = entry.inputs.flatMap((input) => {
        const { machine, options } = entryTraversal(entry, input);
        return getSimplePaths(machine, options).map((p) => trace(input, p.steps));
      });
      const set = simplePaths(entry, { limit: 10_000 });
      expect(set.complete).toBe(true);
      expect(set.paths.map((p) => trace(p.input, p.steps))).toEqual(expected);
    },
  );

  it('stops at the limit, with a path to every state before a second to any', () => {
    // four independent toggles: 90 677 loop-free paths per input
    const entry = registryEntry(machineRegistry, 'preferences');
    const set = simplePaths(entry, { limit: 50 });
    expect(set.paths).toHaveLength(50);
    expect(set.complete).toBe(false);
    const ends = new Set(set.paths.map((p) => JSON.stringify(p.input) + serializeSnapshot(p.steps.at(-1)!.state)));
    expect(ends.size).toBe(32); // 16 states × 2 inputs
    for (const path of set.paths) {
      const states = path.steps.map((s) => serializeSnapshot(s.state));
      expect(new Set(states).size, path.description).toBe(states.length);
    }
  });

  it('keeps to the entry’s bounds: nothing past a stopWhen state, only events its filter allows', () => {
    const walk = (entry: MachineEntry, check: (path: GeneratedPath, i: number) => void) => {
      const { paths } = simplePaths(entry, { limit: 200 });
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) for (let i = 1; i < path.steps.length; i++) check(path, i);
      return paths;
    };
    const balance = registryEntry(machineRegistry, 'balance');
    walk(balance, (path, i) => expect(balance.stopWhen!(path.steps[i - 1]!.state)).toBe(false));
    // the registry's filtered charts (the service wizard's) take seconds to traverse on a busy
    // machine: a small chart with a filter shows the same rule
    const hall: MachineEntry = {
      id: 'hall',
      title: 'Hall',
      description: 'Three rooms in a row, and a shortcut to the last.',
      machine: createMachine({
        id: 'hall',
        initial: 'a',
        states: { a: { on: { go: 'b', skip: 'c' } }, b: { on: { go: 'c' } }, c: {} },
      }),
      inputs: [undefined],
      events: [{ type: 'go' }, { type: 'skip' }],
      filterEvents: (_snapshot, event) => event.type !== 'skip',
    };
    const paths = walk(hall, (path, i) =>
      expect(hall.filterEvents!(path.steps[i - 1]!.state, path.steps[i]!.event), path.description).toBe(true),
    );
    expect(paths.map((p) => p.description)).toEqual(['no input: (initial)', 'no input: go', 'no input: go → go']);
    // without the filter the shortcut is explored too
    const { filterEvents: _, ...unfiltered } = hall;
    expect(simplePaths(unfiltered).paths.map((p) => p.description)).toContain('no input: skip');
  });
});
