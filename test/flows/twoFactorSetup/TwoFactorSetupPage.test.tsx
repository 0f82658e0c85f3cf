import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as paths from '../../../src/api/contract/paths';
import { AppProvider, type AppContextValue } from '../../../src/platform/context';
import { TwoFactorSetupPage } from '../../../src/flows/twoFactorSetup/TwoFactorSetupPage';
import { fakeGateway } from '../../support/fakeGateway';
import { activate, renderUi } from '../../support/render';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const CODES = ['abcde-23456', 'fghij-34567', 'klmno-45678'];

function setup() {
  const enableDisable2FA = vi.fn(async (input: { action: string }) =>
    input.action === 'enable' ? { enabled: true, recoveryCodes: CODES } : { enabled: false, recoveryCodes: [] },
  );
  const platform = {
    gateway: fakeGateway({
      [paths.getUserAccount]: () => ({ twoFactorEnabled: false, recoveryCodesLeft: 0 }),
      [paths.generate2FA]: () => ({
        secret: SECRET,
        otpauthUri: `otpauth://totp/Wallet:u1?secret=${SECRET}&issuer=Wallet`,
        issuer: 'Wallet',
        account: 'u1',
      }),
      [paths.enableDisable2FA]: (body) => enableDisable2FA(body as { action: string }),
    }),
  };
  renderUi(
    <AppProvider value={{ platform, actors: {} } as unknown as AppContextValue}>
      <TwoFactorSetupPage />
    </AppProvider>,
  );
  return { enableDisable2FA };
}

const typeCode = (code: string) => {
  const boxes = screen.getAllByRole('textbox', { name: /Code from the app/ });
  code.split('').forEach((digit, i) => fireEvent.change(boxes[i]!, { target: { value: digit } }));
};

describe('TwoFactorSetupPage', () => {
  it('turns two-step verification on, shows the recovery codes once, and off again with a recovery code', async () => {
    activate('en');
    const { enableDisable2FA } = setup();

    fireEvent.click(await screen.findByRole('button', { name: 'Turn on two-step verification' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(screen.getByTestId('two-factor-secret').closest('bdi')?.getAttribute('dir')).toBe('ltr');

    typeCode('123456');
    const list = await screen.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(enableDisable2FA).toHaveBeenCalledWith({ action: 'enable', token: '123456' });

    fireEvent.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(await screen.findByTestId('two-factor-status')).toHaveProperty('textContent', 'On');
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(screen.getByText('You have 3 recovery codes left.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Recovery code/ }), { target: { value: 'ABCDE-23456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(await screen.findByRole('button', { name: 'Turn on two-step verification' })).toBeTruthy();
    expect(enableDisable2FA).toHaveBeenLastCalledWith({ action: 'disable', recoveryCode: 'abcde-23456' });
    expect(screen.getByTestId('two-factor-status').textContent).toBe('Off');
  });
});
