import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ContentChangesContext } from '../../machines/contentChanges.machine';
import { changedAnswer } from '../../machines/samples/shell.samples';
import { describeMachinePaths } from './describePaths';
import { callsNamed, lastActor, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'contentChanges');
const ctx = (s: { context: unknown }) => s.context as ContentChangesContext;

const assertions: StateAssertions = {
  'contentChanges.checking': ({ snapshot, calls }) => {
    // every check asks for the changes after the last answer's time (none at first)
    expect(lastActor(calls)).toEqual({ name: 'fetchChanges', params: { since: ctx(snapshot).since } });
  },
  'contentChanges.waiting': ({ snapshot, previous, event, stepCalls }) => {
    const announced = callsNamed(stepCalls, 'announceChanges');
    if (event.type === 'xstate.done.actor.fetchChanges') {
      const answer = (event as unknown as { output: { now: number; changes: unknown[] } }).output;
      expect(ctx(snapshot)).toEqual({ since: answer.now, failures: 0 });
      // each changed identifier is announced once; an answer without changes announces nothing
      if (answer.changes.length > 0)
        expect(announced).toEqual([
          { name: 'announceChanges', params: { identifiers: ['default_layout', 'default_pages'] } },
        ]);
      else expect(announced).toEqual([]);
      expect(answer === changedAnswer).toBe(answer.changes.length > 0);
    } else {
      expect(event.type).toBe('xstate.error.actor.fetchChanges');
      // a failed check keeps the last time and backs off
      expect(ctx(snapshot).since).toBe(ctx(previous!).since);
      expect(ctx(snapshot).failures).toBe(Math.min(ctx(previous!).failures + 1, 5));
      expect(announced).toEqual([]);
    }
  },
};

describeMachinePaths(entry, { ...assertions });
