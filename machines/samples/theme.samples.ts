import type { EventObject } from 'xstate';
import type { ThemeInput } from '../theme.machine';
import { sampleFailures } from './failures';

export const sampleTheme = {
  themeList: [
    { name: 'blue', primaryColor: '#5D92F4', default: true },
    { name: 'emerald', primaryColor: '#10B981', default: false },
  ],
};

export const themeInputs: ThemeInput[] = [{ category: '', chosen: null }];

export const themeEvents: EventObject[] = [
  { type: 'theme.sessionChanged', category: 'consumer', chosen: null } as EventObject,
  { type: 'theme.sessionChanged', category: 'agent', chosen: 'amber' } as EventObject,
  { type: 'theme.choose', name: 'emerald' } as EventObject,
  { type: 'configuration.reload' },
  { type: 'xstate.done.actor.loadTheme', output: sampleTheme } as EventObject,
  { type: 'xstate.error.actor.loadTheme', error: sampleFailures.network } as EventObject,
];
