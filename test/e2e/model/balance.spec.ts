import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { BALANCE_LOGIN, balanceModel } from './models/balance.model';

// the seeded consumer's dashboard, read only (the hide toggle is kept in each path's own browser)
defineModelTests(balanceModel, {
  signedInAs: { login: BALANCE_LOGIN, password: DEMO_PASSWORD },
  newCustomer: true,
  fullCover: 'transitions',
});
