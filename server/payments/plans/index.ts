import type { ServiceKind } from '../catalogue';
import { bankInPlan, bankOutPlan, linkBankPlan } from './banking';
import { disbursementPlan, favouritePlan, loyaltyPlan } from './other';
import { externalInPlan, paymentPlanner } from './payments';
import { agentCashOutPlan, transferPlan } from './transfers';
import type { Planner } from './types';

export const planners: Record<ServiceKind, Planner> = {
  transfer: transferPlan,
  agentCashOut: agentCashOutPlan,
  payment: paymentPlanner,
  externalIn: externalInPlan,
  bankIn: bankInPlan,
  bankOut: bankOutPlan,
  linkBank: linkBankPlan,
  favourite: favouritePlan,
  loyalty: loyaltyPlan,
  disbursement: disbursementPlan,
};
