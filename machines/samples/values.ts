import type { OtpDelivery } from '../shared';

/** Sample values several flows' paths share. */
export const NEW_PASSWORD = 'New@Pass9';

export const sampleDelivery: OtpDelivery = {
  requestId: 'request-0123456789abcdef',
  channel: 'sms',
  destination: '•••••••001',
  length: 6,
  validitySeconds: 180,
  resendAfterSeconds: 30,
  attemptsLeft: 3,
};

export const resentDelivery: OtpDelivery = { ...sampleDelivery, requestId: 'request-fedcba9876543210' };
