import { defineModelTests } from './define';
import { pinResetModel } from './models/pinReset.model';

// each path sets the PIN of an account of its own: they run side by side
defineModelTests(pinResetModel);
