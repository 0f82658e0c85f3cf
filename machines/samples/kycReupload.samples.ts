import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { KycDocumentShape, KycReuploadContext, KycReuploadInput } from '../kycReupload.machine';
import { sampleFailures } from './failures';

/** A document as the app reads it: the flow carries it whole. */
export const readDocument = {
  name: 'selfie.png',
  size: 68,
  mimeType: 'image/png',
  dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
} as KycDocumentShape;
export const typeProblem = { key: 'invalidFileType' } as const;
export const chosenFile = { name: 'selfie.png' };

export const kycReuploadInputs: KycReuploadInput[] = [
  { reference: 'ON-7K2M9QX4', mobile: '7701234567', kinds: ['idFront', 'idBack', 'selfie'] },
];

export const kycReuploadEvents: EventObject[] = [
  { type: 'kind.change', kind: 'selfie' } as EventObject,
  // a kind this application may not send
  { type: 'kind.change', kind: 'passport' } as EventObject,
  { type: 'file.select', file: chosenFile } as EventObject,
  { type: 'xstate.done.actor.readDocument', output: readDocument } as EventObject,
  { type: 'xstate.error.actor.readDocument', error: typeProblem } as EventObject,
  { type: 'document.send' },
  { type: 'xstate.done.actor.sendDocument', output: { status: 'PENDING' } } as EventObject,
  { type: 'xstate.error.actor.sendDocument', error: sampleFailures.network } as EventObject,
  { type: 'document.another' },
];

/** Bounds exploration: the kind is changed on a fresh form only, and a problem once per path. */
export function kycReuploadFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const c = snapshot.context as KycReuploadContext;
  if (event.type === 'kind.change') return c.document === null && c.problem === null && c.sent.length === 0;
  if (event.type === 'xstate.error.actor.readDocument') return c.sent.length === 0;
  return c.sent.length < 2;
}
