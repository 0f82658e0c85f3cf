import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { MY_QR_CODE_LOGIN, myQrCodeModel } from './models/myQrCode.model';

// the seeded consumer's code, read only; the full set: the fewest paths that take every transition
defineModelTests(myQrCodeModel, {
  signedInAs: { login: MY_QR_CODE_LOGIN, password: DEMO_PASSWORD },
  newCustomer: true,
  fullCover: 'transitions',
});
