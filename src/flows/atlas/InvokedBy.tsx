import { Anchor, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ChartInvoker } from '../../atlas/graph';
import { isPlainClick } from '../../atlas/ChartSvg';
import { chartHref } from './chartLinks';

/**
 * Which charts run the one shown, each a link back to it: "Invoked by Forgot or reset PIN
 * (state verifying)". Nothing when no chart of the registry invokes it.
 */
export function InvokedBy({
  invokers,
  canShow,
  title,
  onOpen,
}: {
  invokers: readonly ChartInvoker[];
  canShow: (machineId: string) => boolean;
  title: (machineId: string) => string;
  onOpen: (machineId: string) => void;
}) {
  const shown = invokers.filter((i) => canShow(i.chart));
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((invoker) => {
        const state = invoker.state.slice(invoker.chart.length + 1);
        const parent = (
          <Anchor
            href={chartHref(invoker.chart)}
            onClick={(e) => {
              if (!isPlainClick(e)) return;
              e.preventDefault();
              onOpen(invoker.chart);
            }}
          >
            {title(invoker.chart)}
          </Anchor>
        );
        return (
          <Text key={`${invoker.state}#${invoker.id}`} size="sm" mt={4} data-invoked-by={invoker.chart}>
            {state ? (
              <Trans>
                Invoked by {parent}, in its state{' '}
                <Text span ff="monospace" dir="ltr">
                  {state}
                </Text>
                .
              </Trans>
            ) : (
              <Trans>Invoked by {parent}, for as long as it runs.</Trans>
            )}
          </Text>
        );
      })}
    </>
  );
}
