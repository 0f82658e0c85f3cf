import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { changePinModel } from './models/changePin.model';

// the branch's PIN is changed and put back: its paths run one after another
defineModelTests(changePinModel, { signedInAs: { login: 'branch', password: DEMO_PASSWORD }, inOrder: true });
