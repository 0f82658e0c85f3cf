import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { agentMapLogic } from '../../../src/flows/agentLocator/agentMap.logic';

describe("the agent map's wiring", () => {
  it('is ready once its code has loaded, and unavailable when the first tiles fail', async () => {
    let loads = 0;
    const actor = createActor(
      agentMapLogic(async () => {
        loads++;
      }),
    ).start();
    await waitFor(actor, (s) => !s.matches('loading'));
    expect(actor.getSnapshot().value).toEqual({ ready: 'tilesPending' });
    expect(loads).toBe(1);
    actor.send({ type: 'tiles.failed' });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.unavailableBecause).toBe('tiles');
    actor.stop();
  });

  it("is unavailable when its code cannot be fetched (the list's page keeps working)", async () => {
    const actor = createActor(
      agentMapLogic(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).start();
    await waitFor(actor, (s) => !s.matches('loading'));
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.unavailableBecause).toBe('library');
    actor.stop();
  });
});
