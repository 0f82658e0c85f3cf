import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { PROFILE_LOGIN, profileModel } from './models/profile.model';

defineModelTests(profileModel, { signedInAs: { login: PROFILE_LOGIN, password: DEMO_PASSWORD }, inOrder: true });
