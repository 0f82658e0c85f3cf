import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { configurationMachine } from '../../../machines/configuration.machine';
import type { FlowFailure } from '../../../machines/shared';
import type { ActivePage } from '../../api/contract/landing';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { activePagesLogic } from './configuration.logic';
import { useReloadOnChange } from './ShellConfiguration';

type Snapshot = SnapshotFrom<typeof configurationMachine>;
export type ActivePagesState =
  { status: 'loading' } | { status: 'failed'; failure: FlowFailure | null } | { status: 'ready'; pages: ActivePage[] };

const selectState = (s: Snapshot): ActivePagesState => {
  if (s.context.configuration !== null) return { status: 'ready', pages: s.context.configuration as ActivePage[] };
  return s.matches('failed') ? { status: 'failed', failure: s.context.failure } : { status: 'loading' };
};
const sameState = (a: ActivePagesState, b: ActivePagesState) =>
  a.status === b.status &&
  (a.status !== 'ready' || (b.status === 'ready' && a.pages === b.pages)) &&
  (a.status !== 'failed' || (b.status === 'failed' && a.failure === b.failure));

/** requirements#landing: the content pages the public side lists, in their order (one cached load). */
export function useActivePages(): ActivePagesState & { retry: () => void } {
  const { platform } = useApp();
  const [logic] = useState(() => activePagesLogic(platform));
  const actor = useFlowActor(logic);
  useReloadOnChange(actor, 'page');
  const state = useSelector(actor, selectState, sameState);
  return { ...state, retry: () => actor.send({ type: 'configuration.retry' }) };
}
