import { describe, expect, it } from 'vitest';
import { userCategories } from '../../../src/api/contract/categories';
import { findService } from '../../../src/config/routes';
import { seedMenu } from '../../../server/seed/menus';
import { seedRoutes } from '../../../server/seed/routes';

/** requirements#beneficiaries: who is offered the beneficiaries screen, and where its Add leads. */
describe('the beneficiaries screen in the seeded configuration', () => {
  const json = (value: unknown) => JSON.stringify(value);

  it('is a screen of the consumer route map, linked from the consumer menus only', () => {
    const offered = userCategories.filter((category) =>
      seedRoutes(category).routes.some((r) => r.route === '/app/beneficiary/list' && r.kind === 'screen'),
    );
    expect(offered).toEqual(['consumer']);
    const linked = userCategories.filter((category) => json(seedMenu(category)).includes('/app/beneficiary/list'));
    expect(linked).toEqual(['consumer']);
  });

  it('offers the favourites service (its Add) to every category that has the screen', () => {
    expect(findService(seedMenu('consumer'), '/app/service/favourites', 'en')?.title).toBe('Favourites');
  });
});
