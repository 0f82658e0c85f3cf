import { defineModelTests } from './define';
import { otpVerificationModel } from './models/otpVerification.model';

// each path signs up an account of its own: they run side by side
defineModelTests(otpVerificationModel);
