import { useEffect, useEffectEvent } from 'react';
import type { FlowFailure } from '../../machines/shared';

/**
 * Runs `react` each time a flow's failure changes (a new refusal, or none any more): a refused
 * form puts the server's errors on its fields and the cursor where the user fixes them. Only
 * the failure triggers it; `react` always sees the form as it is now.
 */
export function useFailureEffect(failure: FlowFailure | null, react: (failure: FlowFailure | null) => void): void {
  const onChange = useEffectEvent(react);
  useEffect(() => onChange(failure), [failure]);
}
