import type { EventObject } from 'xstate';
import type { AtlasInput } from '../atlas.machine';

/** A laid-out chart as the layout actor answers it (opaque to the machine). */
export const sampleLayout = { machineId: 'signIn', width: 640, height: 480, nodes: [], edges: [] };

/** A path list as the path actor answers it (opaque to the machine). */
export const samplePaths = { shortest: [], simple: [], complete: true };

export const atlasInputs: AtlasInput[] = [{ machineId: 'signIn' }];

/** Paths of two and three steps keep the played positions few; the rules are the same for longer ones. */
export const atlasEvents: EventObject[] = [
  { type: 'xstate.done.actor.layoutChart', output: sampleLayout } as EventObject,
  { type: 'xstate.error.actor.layoutChart', error: new Error('layout failed') } as EventObject,
  { type: 'atlas.retry' },
  { type: 'xstate.done.actor.generatePaths', output: samplePaths } as EventObject,
  { type: 'xstate.error.actor.generatePaths', error: new Error('path generation failed') } as EventObject,
  { type: 'paths.retry' },
  { type: 'atlas.select', machineId: 'serviceWizard' } as EventObject,
  { type: 'path.play', index: 2, steps: 3 } as EventObject,
  { type: 'path.play', index: 0, steps: 0 } as EventObject,
  { type: 'path.pause' },
  { type: 'path.resume' },
  { type: 'path.replay' },
  { type: 'path.step', to: 0 } as EventObject,
  { type: 'path.step', to: 2 } as EventObject,
  { type: 'path.step', to: 7 } as EventObject,
  { type: 'path.stop' },
  { type: 'xstate.after.step.atlas.diagram.ready.playing' },
];
