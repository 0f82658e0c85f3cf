import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { REPORT_EXPORT_LOGIN, reportExportModel } from './models/reportExport.model';

// the agent's passbook exported, read only; the full set: the fewest paths that take every transition
defineModelTests(reportExportModel, {
  signedInAs: { login: REPORT_EXPORT_LOGIN, password: DEMO_PASSWORD },
  fullCover: 'transitions',
});
