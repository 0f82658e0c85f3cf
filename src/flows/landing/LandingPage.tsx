import { Container, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Fragment, useEffect, useMemo, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { landingMachine } from '../../../machines/landing.machine';
import type { LandingBlock } from '../../api/contract/landing';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { PublicLayout } from '../../shell/layout/PublicLayout';
import { useActiveLocale, useSiteName } from '../../ui/hooks';
import { FailedWithRetry, LoadingStatus } from '../../ui/ListStatus';
import { PageTitle } from '../../ui/PageTitle';
import { prepareBlock, reportSkipped } from './blockRegistry';
import { landingLogic } from './landing.logic';

type Snapshot = SnapshotFrom<typeof landingMachine>;
// the flow carries the blocks as the contract gave them (landing.logic.ts)
const selectBlocks = (s: Snapshot) => s.context.blocks as readonly LandingBlock[];
const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null);
const selectReady = (s: Snapshot) => s.matches('ready');

/**
 * `/` for visitors (requirements#landing): the content service's blocks in their configured order,
 * each drawn by the block registry in the user's language; types it does not know are skipped.
 */
export function LandingPage() {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => landingLogic(platform));
  const actor = useFlowActor(logic);
  const blocks = useSelector(actor, selectBlocks);
  const failure = useSelector(actor, selectFailure);
  const ready = useSelector(actor, selectReady);
  const locale = useActiveLocale();
  const siteName = useSiteName();
  const prepared = useMemo(() => blocks.map((block) => prepareBlock(block, locale)), [blocks, locale]);
  useEffect(() => prepared.forEach(reportSkipped), [prepared]);
  const drawn = prepared.filter((block) => 'draw' in block);
  // the hero carries the page's heading; without one the page still opens on a heading
  const hasHero = drawn.some((block) => block.type === 'hero');

  return (
    <PublicLayout full>
      {failure ? (
        <Container size="sm" py="xl">
          <Stack gap="lg">
            <PageTitle>
              <Trans>Welcome to {siteName}</Trans>
            </PageTitle>
            <FailedWithRetry
              failure={failure}
              title={t`This page could not be loaded`}
              onRetry={() => actor.send({ type: 'landing.retry' })}
            />
          </Stack>
        </Container>
      ) : !ready ? (
        <Container size="lg" py="xl">
          <LoadingStatus>
            <Trans>Loading the page…</Trans>
          </LoadingStatus>
        </Container>
      ) : (
        <>
          {hasHero ? null : (
            <Container size="lg" pt="xl">
              <PageTitle>
                <Trans>Welcome to {siteName}</Trans>
              </PageTitle>
            </Container>
          )}
          {drawn.map((block) => (
            <Fragment key={block.id}>{'draw' in block ? block.draw() : null}</Fragment>
          ))}
        </>
      )}
    </PublicLayout>
  );
}
