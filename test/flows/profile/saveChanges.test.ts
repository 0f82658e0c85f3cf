import { describe, expect, it, vi } from 'vitest';
import { saveChanges } from '../../../src/flows/profile/profile.logic';

/** requirements#profile: which half of profile editing a change goes to */
describe('saving profile changes', () => {
  const setUp = () => ({
    updateProfile: vi.fn(async () => 'front' as never),
    updateWalletProfile: vi.fn(async () => 'adapter' as never),
  });

  it("sends the holder's details to adapter/v1/updateProfile, naming the signed-in wallet", async () => {
    const api = setUp();
    const signal = new AbortController().signal;
    expect(await saveChanges(api, { fields: { EMAIL: 'a@b.co' } }, '1000000005', signal)).toBe('adapter');
    expect(api.updateWalletProfile).toHaveBeenCalledWith(
      { userIdentifier: '1000000005', fields: { EMAIL: 'a@b.co' } },
      signal,
    );
    expect(api.updateProfile).not.toHaveBeenCalled();
    await saveChanges(api, { fields: { PHONE: '7701000005' } }, undefined);
    expect(api.updateWalletProfile).toHaveBeenLastCalledWith({ fields: { PHONE: '7701000005' } }, undefined);
  });

  it('sends a change with a photograph (or its removal) to the front-user call, details included', async () => {
    const api = setUp();
    const request = { fields: { EMAIL: 'a@b.co' }, photo: null };
    expect(await saveChanges(api, request, '1000000005')).toBe('front');
    expect(api.updateProfile).toHaveBeenCalledWith(request, undefined);
    expect(api.updateWalletProfile).not.toHaveBeenCalled();
  });
});
