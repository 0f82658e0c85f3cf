import { startTransition, useEffect, useEffectEvent, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * An actor's selected value as a transition (issue 20, Total Blocking Time): `useSelector` reads
 * the actor through `useSyncExternalStore`, whose updates React renders synchronously — one long
 * task however large the subtree. Where a change swaps a whole screen (the startup's loader for the
 * page, a widget's placeholder for its data), this keeps a copy of the selected value in state and
 * renews it in `startTransition`, which React renders in slices, yielding to input between them.
 * The value may lag the actor by a frame; a view that must never show a stale value (a form's
 * errors, a busy button) keeps `useSelector`.
 */
export function useTransitionSelector<TActor extends AnyActorRef, T>(
  actor: TActor,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const [value, setValue] = useState(() => selector(actor.getSnapshot()));
  // the latest selector, read when the actor changes
  const update = useEffectEvent(() => {
    const next = selector(actor.getSnapshot());
    startTransition(() => setValue((previous) => (compare(previous, next) ? previous : next)));
  });
  useEffect(() => {
    // a change between the render and this effect is caught here
    update();
    const subscription = actor.subscribe(() => update());
    return () => subscription.unsubscribe();
  }, [actor]);
  return value;
}
