import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromTransition } from 'xstate';
import type { ProfileTemplate } from '../../../src/api/contract/account';
import * as paths from '../../../src/api/contract/paths';
import { AppProvider, type AppContextValue } from '../../../src/platform/context';
import { createContentCache } from '../../../src/config/contentCache';
import { MyAccountPage } from '../../../src/flows/profile/MyAccountPage';
import { fakeGateway } from '../../support/fakeGateway';
import { activate, renderUi } from '../../support/render';

const template: ProfileTemplate = {
  templateId: 102,
  title: { en: 'Agent profile' },
  fields: [
    {
      name: 'DISPLAY_PHOTOGRAPH',
      type: 'file',
      label: { en: 'Profile photo' },
      isMandatory: false,
      isReadOnly: false,
      fileTypes: ['image/jpeg', 'image/png', 'image/jpg'],
      size: 2_000_000,
      sort_order: 1,
    },
    {
      name: 'FULL_NAME_IN_ENGLISH',
      type: 'text',
      label: { en: 'Full name (English)' },
      isMandatory: true,
      isReadOnly: true,
      sort_order: 2,
    },
    {
      name: 'PHONE',
      type: 'tel',
      label: { en: 'Mobile number' },
      isMandatory: true,
      isReadOnly: false,
      maxLength: 14,
      regex: '^(\\+\\d{1,3})?\\d{10}$',
      validationMsg: { en: 'Enter a 10-digit mobile number.' },
      sort_order: 3,
    },
    { name: 'EMAIL', type: 'email', label: {}, isMandatory: true, isReadOnly: false, sort_order: 4 },
  ],
};

const account = {
  user: { displayName: 'Sam Agent' },
  fields: {
    FULL_NAME_IN_ENGLISH: 'Sam Agent',
    FULL_NAME_IN_ARABIC: '',
    PHONE: '0790000001',
    EMAIL: 'sam@example.com',
    DISPLAY_PHOTOGRAPH: null,
  },
  twoFactorEnabled: true,
  recoveryCodesLeft: 10,
  profileTemplateId: 102,
  hasTransactionPin: true,
};

function setup(updateProfile: (request: unknown) => Promise<unknown>, shown = account) {
  const update = vi.fn(updateProfile);
  const platform = {
    gateway: fakeGateway({
      [paths.getUserAccount]: () => shown,
      [paths.profileTemplate(102)]: () => template,
      // requirements#profile: details without a photograph go to the adapter half
      [paths.adapterUpdateProfile]: update,
    }),
    contentCache: createContentCache(),
  };
  // the page reads the active locale and the session's user only
  const locale = createActor(fromTransition((s) => s, { active: 'en' })).start();
  const session = createActor(fromTransition((s) => s, { user: null })).start();
  const value = { platform, actors: { locale, session } } as unknown as AppContextValue;
  const rootRoute = createRootRoute({
    component: () => (
      <AppProvider value={value}>
        <MyAccountPage />
      </AppProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderUi(<RouterProvider router={router} />);
  return update;
}

describe('MyAccountPage', () => {
  it('shows the template fields in order with "-" for a missing label and the two-factor state', async () => {
    activate('en');
    setup(async () => account);
    expect(await screen.findByText('Mobile number')).toBeTruthy();
    const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(['Full name (English)', 'Mobile number', '-']);
    expect(screen.getByRole('link', { name: /Two-step verification/ }).textContent).toContain('On');
    expect(screen.getByRole('link', { name: 'Change transaction PIN' })).toBeTruthy();
  });

  // issue 18: a customer-service rep's category has no transaction PIN
  it('offers no Change transaction PIN to an account without a PIN', async () => {
    activate('en');
    setup(async () => account, { ...account, hasTransactionPin: false });
    expect(await screen.findByRole('link', { name: 'Change password' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change transaction PIN' })).toBeNull();
  });

  it('sends only what changed and keeps the values when the server refuses them', async () => {
    activate('en');
    const updateProfile = setup(async () => {
      throw {
        kind: 'validation',
        errCode: 400,
        message: 'x',
        fields: [{ field: 'fields.PHONE', code: 'required', message: 'This field is required.' }],
      };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const phone = screen.getByRole('textbox', { name: /Mobile number/ }) as HTMLInputElement;
    expect((screen.getByRole('textbox', { name: /Full name/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a 10-digit mobile number.')).toBeTruthy();
    expect(updateProfile).not.toHaveBeenCalled();

    fireEvent.change(phone, { target: { value: '0790000002' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledTimes(1));
    expect(updateProfile.mock.calls[0]![0]).toEqual({ fields: { PHONE: '0790000002' } });
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Mobile number/ }) as HTMLInputElement).value).toBe('0790000002');
  });
});
