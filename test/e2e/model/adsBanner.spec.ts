import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { adsBannerModel } from './models/adsBanner.model';

// the seeded consumer (the only dashboard with the banners); the full set: the fewest paths that
// take every transition (the generated ones repeat the same holds and moves through many prefixes)
defineModelTests(adsBannerModel, {
  signedInAs: { login: 'consumer', password: DEMO_PASSWORD },
  fullCover: 'transitions',
});
