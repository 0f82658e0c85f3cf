import { Anchor, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ExportResultNotice } from '../../../machines/reportExport.machine';
import { hideToast, type ResultToast } from '../../shell/notifications/arrivals';
import { useFailureMessage } from '../../ui/useFailureMessage';
import { SavedFileText } from './ExportStatus';

/** The report an export was made from: its title (as the user read it) and its page. */
export interface ExportOrigin {
  reportId: string;
  title: string;
  /** the report page's path (`/app/report/passbook`, its full screen, `/app/recentTransaction`) */
  page: string;
}

function ExportResultMessage({ notice, origin, id }: { notice: ExportResultNotice; origin: ExportOrigin; id: string }) {
  const describe = useFailureMessage();
  const { saved, failure } = notice;
  return (
    <>
      <Text component="span" display="block" fz="sm" c="dimmed">
        {saved ? (
          <SavedFileText saved={saved} />
        ) : failure ? (
          <Trans>The export failed: {describe(failure)}</Trans>
        ) : (
          <Trans>There is nothing to export: no transaction matches the filters.</Trans>
        )}
      </Text>
      {/* back to the report: its status is there, and Try again after a failure */}
      <Anchor component={Link} to={origin.page} fz="sm" display="inline-block" mt={4} onClick={() => hideToast(id)}>
        <Trans>Open the report</Trans>
      </Anchor>
    </>
  );
}

/**
 * The toast of an export that ended while its report's page was not shown: the report's title, what
 * came of it (the file saved, nothing to export, or why it failed) and a link back to the report.
 */
export function exportResultToast(notice: ExportResultNotice, origin: ExportOrigin): ResultToast {
  const id = `export-${origin.reportId}`;
  return {
    id,
    title: (
      <Text component="span" fw={700} fz="sm" dir="auto">
        {origin.title}
      </Text>
    ),
    message: <ExportResultMessage notice={notice} origin={origin} id={id} />,
    // requirements#alert-levels: 1 success, 2 warning, 0 danger
    level: notice.saved ? 1 : notice.failure ? 0 : 2,
  };
}
