import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { SPENDING_CHART_LOGIN, spendingChartModel } from './models/spendingChart.model';

// the seeded consumer's dashboard, read only; its chart's calls held by the model from the start
defineModelTests(spendingChartModel, {
  signedInAs: { login: SPENDING_CHART_LOGIN, password: DEMO_PASSWORD },
  newCustomer: true,
  fullCover: 'transitions',
});
