import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { ContactDraft } from '../../../machines/contactUs.machine';
import type { sessionMachine } from '../../../machines/session.machine';
import { useApp } from '../../platform/context';

const selectName = (s: SnapshotFrom<typeof sessionMachine>) => s.context.user?.displayName ?? null;

/** The signed-in user's name to start the form with (visitors start blank). */
export function useContactPrefill(): ContactDraft | undefined {
  const { actors } = useApp();
  const name = useSelector(actors.session, selectName);
  return name ? { name, email: '', mobile: '', subject: '', message: '' } : undefined;
}
