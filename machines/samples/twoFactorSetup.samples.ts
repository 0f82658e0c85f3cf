import type { EventObject } from 'xstate';
import { sampleFailures } from './failures';

export const twoFactorSecret = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Wallet%20Portal:consumer?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Wallet%20Portal',
};

export const recoveryCodes = ['abcde-fghij', 'klmno-pqrst'];

export const twoFactorSetupEvents: EventObject[] = [
  { type: 'twoFactor.retry' },
  { type: 'twoFactor.start' },
  { type: 'twoFactor.confirm', code: '123456' } as EventObject,
  { type: 'twoFactor.cancel' },
  { type: 'twoFactor.codesSaved' },
  { type: 'twoFactor.startDisable' },
  { type: 'twoFactor.disable', code: '654321' } as EventObject,
  { type: 'twoFactor.disable', recoveryCode: 'abcde-fghij' } as EventObject,
  { type: 'xstate.done.actor.loadStatus', output: { enabled: false, recoveryCodesLeft: 0 } } as EventObject,
  { type: 'xstate.done.actor.loadStatus', output: { enabled: true, recoveryCodesLeft: 7 } } as EventObject,
  { type: 'xstate.error.actor.loadStatus', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.generateSecret', output: twoFactorSecret } as EventObject,
  { type: 'xstate.error.actor.generateSecret', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.enable', output: { recoveryCodes } } as EventObject,
  { type: 'xstate.error.actor.enable', error: sampleFailures.invalidCode } as EventObject,
  { type: 'xstate.done.actor.disable', output: { enabled: false } } as EventObject,
  { type: 'xstate.error.actor.disable', error: sampleFailures.invalidCode } as EventObject,
];
