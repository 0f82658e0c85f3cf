import { describe, expect, it } from 'vitest';
import { createDrafts } from '../../src/platform/drafts';

describe('drafts kept across maintenance (requirements#maintenance-session)', () => {
  it('keeps what each open form reads when maintenance begins, and hands it over once', () => {
    const drafts = createDrafts();
    let amount = '100';
    drafts.register('serviceWizard:SEND', () => ({ amount }));
    drafts.register('serviceWizard:DONE', () => null);
    amount = '250';
    drafts.keepAll();
    amount = '999';
    expect(drafts.take('serviceWizard:SEND')).toEqual({ amount: '250' });
    expect(drafts.take('serviceWizard:SEND')).toBeNull();
    // a form with nothing worth keeping keeps nothing
    expect(drafts.take('serviceWizard:DONE')).toBeNull();
  });

  it('forgets a closed form, and everything when the session ends', () => {
    const drafts = createDrafts();
    const unregister = drafts.register('serviceWizard:A', () => ({ a: 1 }));
    drafts.register('serviceWizard:B', () => ({ b: 2 }));
    unregister();
    drafts.keepAll();
    expect(drafts.take('serviceWizard:A')).toBeNull();
    drafts.clear();
    expect(drafts.take('serviceWizard:B')).toBeNull();
  });

  it('lets a reopened form replace the reader of the one it replaced, without the old one removing it', () => {
    const drafts = createDrafts();
    const first = drafts.register('serviceWizard:A', () => ({ from: 'first' }));
    drafts.register('serviceWizard:A', () => ({ from: 'second' }));
    first();
    drafts.keepAll();
    expect(drafts.take('serviceWizard:A')).toEqual({ from: 'second' });
  });
});
