import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UserCategory } from '../api/contract/categories';

/** The user categories (requirements#categories), as the sign-in form names them. */
export const categoryLabels: Record<UserCategory, MessageDescriptor> = {
  consumer: msg`Customer`,
  agent: msg`Agent`,
  superAgent: msg`Super agent`,
  csr: msg`Customer service`,
  merchant: msg`Merchant`,
  enterprise: msg`Enterprise`,
  vendor: msg`Vendor`,
};
