import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * The names the atlas, the path tests' coverage and the portal's live inspector share for
 * states and transitions. Kept apart (and free of other imports) so the portal's main bundle
 * can name what its actors do without carrying the atlas.
 */

/**
 * The key that names a transition in coverage (test-results/machine-coverage/<id>.json):
 * `source —event#index→ targets`, with `always` for an eventless transition and `(internal)`
 * for one without a target.
 */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const siblings: AnyTransitionDefinition[] =
    t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  return `${source.id} —${t.eventType || 'always'}#${siblings.indexOf(t)}→ ${(t.target ?? []).map((n: AnyStateNode) => n.id).join(',') || '(internal)'}`;
}

/** Active state ids (leaves and their ancestors) of a snapshot, from its value. */
export function activeStateIds(machineId: string, value: unknown): string[] {
  const ids: string[] = [];
  const walk = (prefix: string, v: unknown) => {
    if (typeof v === 'string') ids.push(`${prefix}.${v}`);
    else if (v && typeof v === 'object')
      for (const [k, child] of Object.entries(v)) {
        ids.push(`${prefix}.${k}`);
        walk(`${prefix}.${k}`, child);
      }
  };
  walk(machineId, value);
  return ids;
}
