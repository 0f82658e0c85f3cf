import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Gateway } from '../../../src/api/gateway';
import * as paths from '../../../src/api/contract/paths';
import { configDetailsLogic } from '../../../src/shell/configuration/configuration.logic';
import type { Platform } from '../../../src/platform/platform';

const details = {
  supportPhone: '+964 770 100 0000',
  supportEmail: 'support@wallet.example',
  supportHours: { en: 'Every day' },
  minAge: 18,
  maxAge: 100,
  otpLength: 6,
  pinLength: 4,
  otpValiditySeconds: 180,
};

/** requirements#config-details: the support desk and limits, asked without a signed-in user */
describe('configuration details', () => {
  it('posts the empty payload to configuration/getConfigDetails and carries the answer', async () => {
    const call = vi.fn(async () => details);
    const platform = { gateway: { call } as unknown as Gateway } as Platform;
    const actor = createActor(configDetailsLogic(platform)).start();
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.configuration).toBe(details);
    expect(call).toHaveBeenCalledWith(
      paths.getConfigDetails,
      expect.objectContaining({ body: {}, signal: expect.any(AbortSignal) }),
    );
    expect(paths.getConfigDetails).toBe('configuration/getConfigDetails');
  });

  it('fails without keeping anything when the call fails, and a retry asks again', async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(details);
    const platform = { gateway: { call } as unknown as Gateway } as Platform;
    const actor = createActor(configDetailsLogic(platform)).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.configuration).toBeNull();
    actor.send({ type: 'configuration.retry' });
    expect((await waitFor(actor, (s) => s.matches('loaded'))).context.configuration).toBe(details);
    expect(call).toHaveBeenCalledTimes(2);
  });
});
