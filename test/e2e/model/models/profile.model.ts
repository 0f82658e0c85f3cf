import { expect, type Page } from '@playwright/test';
import type { ProfileContext } from '../../../../machines/profile.machine';
import { demoUsers } from '../../../../server/seed/demoUsers';
import { callAsPage } from '../../support';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#profile: My account, as the seeded vendor (its template, 102, keeps the names
 * read-only; the e-mail is its own to change). A save changes the e-mail to the other of two
 * addresses, so each save is a real change; `after` puts the seeded one back.
 */
export const PROFILE_LOGIN = 'vendor';
const SEEDED_EMAIL = demoUsers.find((u) => u.login === PROFILE_LOGIN)?.email ?? 'vendor@example.com';
const OTHER_EMAIL = 'vendor.model@example.com';

const ctx = (step: StepInfo) => step.snapshot.context as ProfileContext;
const form = (page: Page) => page.getByRole('form', { name: 'Edit profile' });
const details = (page: Page) => page.locator('#main-content dl');
const email = (page: Page) => form(page).getByRole('textbox', { name: 'E-mail address' });

export const profileModel: BrowserModel = {
  machine: 'profile',
  calls: {
    loadProfile: '**/api/adapter/v1/getUserAccount',
    saveProfile: '**/api/adapter/v1/updateProfile',
  },
  async start(page) {
    await page.goto('/app/my-account');
  },
  states: {
    'profile.loading': async (page) => {
      await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    },
    'profile.loadFailed': async (page) => {
      await expect(page.getByText('Your profile could not be loaded')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
    },
    'profile.viewing': async (page, step) => {
      await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
      // the profile's details, as the template lists them
      await expect(details(page).getByText('Tigris Supplies', { exact: true })).toBeVisible();
      await expect(form(page)).toHaveCount(0);
      // "saved" only right after a save went through; an edit cancelled says nothing
      await expect(page.getByText('Saved. Your profile is up to date.')).toHaveCount(ctx(step).saved ? 1 : 0);
      if (ctx(step).saved)
        await expect(details(page).getByText(String(step.memo.savedEmail), { exact: true })).toBeVisible();
    },
    'profile.editing': async (page, step) => {
      await expect(form(page)).toBeVisible();
      await expect(form(page).getByRole('button', { name: 'Save' })).toBeEnabled();
      // the names come from the vendor's organisation: shown, not editable
      await expect(form(page).getByRole('textbox', { name: 'Full name (English)' })).toBeDisabled();
      if (ctx(step).failure === null) await expect(page.getByText('Your changes were not saved')).toHaveCount(0);
      else {
        await expect(page.getByText('Your changes were not saved')).toBeVisible();
        // a failed save keeps what was typed
        await expect(email(page)).toHaveValue(String(step.memo.typedEmail));
      }
    },
    'profile.saving': async (page) => {
      await expect(form(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
  },
  events: {
    'profile.retry': async (page) => {
      await page.getByRole('button', { name: 'Retry' }).click();
    },
    'profile.edit': async (page) => {
      await page.getByRole('button', { name: 'Edit profile' }).click();
    },
    'profile.cancel': async (page) => {
      await form(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'profile.save': async (page, step) => {
      // a failed save keeps the typed address: Save sends it again
      if (typeof step.memo.typedEmail !== 'string' || (await email(page).inputValue()) !== step.memo.typedEmail) {
        const next = (await email(page).inputValue()) === OTHER_EMAIL ? SEEDED_EMAIL : OTHER_EMAIL;
        await email(page).fill(next);
        step.memo.typedEmail = next;
      }
      if (step.upcoming[0]?.type === 'xstate.done.actor.saveProfile') step.memo.savedEmail = step.memo.typedEmail;
      await form(page).getByRole('button', { name: 'Save' }).click();
    },
    'xstate.error.actor.loadProfile': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.saveProfile': async (_page, _step, tools) => tools.fault(),
  },
  async after(page, _path, memo) {
    if (memo.savedEmail === undefined || memo.savedEmail === SEEDED_EMAIL) return;
    const answer = await callAsPage(page, 'adapter/v1/updateProfile', { fields: { EMAIL: SEEDED_EMAIL } });
    expect(((await answer.json()) as { responseCode: number }).responseCode, 'the seeded e-mail put back').toBe(0);
  },
};
