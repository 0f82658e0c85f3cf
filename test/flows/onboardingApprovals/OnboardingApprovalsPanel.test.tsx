import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromTransition } from 'xstate';
import type { OnboardingApplication } from '../../../src/api/contract/onboarding';
import * as paths from '../../../src/api/contract/paths';
import { createContentCache } from '../../../src/config/contentCache';
import { OnboardingApprovalsPanel } from '../../../src/flows/onboardingApprovals/OnboardingApprovalsPanel';
import { AppProvider, type AppContextValue } from '../../../src/platform/context';
import { fakeGateway } from '../../support/fakeGateway';
import { activate, renderUi } from '../../support/render';

const application: OnboardingApplication = {
  id: '31',
  reference: 'ON-7K2M9QX4',
  fullName: 'Sara Ahmed',
  mobile: '7701234567',
  email: '',
  dateOfBirth: '1990-04-12',
  idType: 'NATIONAL_ID',
  idNumber: 'AB12345',
  city: 'Erbil',
  address: '60 Meter Street',
  status: 'PENDING',
  reason: null,
  submittedAt: '2026-11-26T09:00:00.000Z',
  decidedAt: null,
  documents: ['idFront', 'idBack', 'selfie'],
  resubmit: [],
  onboardedBy: null,
};

function setup(decide: (body: unknown) => unknown) {
  const platform = {
    gateway: fakeGateway({
      [paths.onboardingApplications]: () => ({ applications: [application] }),
      [paths.onboardingDecision]: decide,
    }),
    contentCache: createContentCache(),
    siteSettings: { get: () => null, subscribe: () => () => {} },
  };
  const locale = createActor(fromTransition((s) => s, { active: 'en' })).start();
  const value = { platform, actors: { locale } } as unknown as AppContextValue;
  renderUi(
    <AppProvider value={value}>
      <OnboardingApprovalsPanel />
    </AppProvider>,
  );
}

describe('the approval queue', () => {
  it('says an application decided meanwhile by another rep was, instead of "check what you entered"', async () => {
    activate('en');
    setup(() => {
      throw { kind: 'notFound', errCode: 1404, message: 'This application has already been decided.' };
    });
    const card = await screen.findByTestId('approval-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The decision was not saved');
    expect(alert.textContent).toContain('This application has already been decided, by another rep meanwhile.');
    expect(alert.textContent).not.toContain('Check it and try again');
    // the dialog stays, for Cancel
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('says any other refusal as the portal says failures', async () => {
    activate('en');
    setup(() => {
      throw { kind: 'userExists', errCode: 1201, message: 'This mobile number already has a wallet.' };
    });
    fireEvent.click(within(await screen.findByTestId('approval-card')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('The decision was not saved'));
    expect(within(dialog).getByRole('alert').textContent).not.toContain('by another rep');
  });
});
