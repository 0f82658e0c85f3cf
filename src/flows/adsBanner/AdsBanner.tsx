import { ActionIcon, Box, Button, Card, Group, Text, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlayerPause } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState, type FocusEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { adsBannerMachine } from '../../../machines/adsBanner.machine';
import type { sessionMachine } from '../../../machines/session.machine';
import { localize } from '../../forms/localize';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { useActiveLocale } from '../../ui/hooks';
import { useFailureMessage } from '../../ui/useFailureMessage';
import { adsBannerLogic } from './adsBanner.logic';
import classes from './AdsBanner.module.css';
import { BannerSlide } from './BannerSlide';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

type Snapshot = SnapshotFrom<typeof adsBannerMachine>;
const selectUserType = (s: SnapshotFrom<typeof sessionMachine>) => s.context.user?.userType ?? '';
const selectBanners = (s: Snapshot) => s.context.banners;
const selectIndex = (s: Snapshot) => s.context.index;
const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null);
const selectShowing = (s: Snapshot) => s.matches('showing');
const selectStopped = (s: Snapshot) => s.matches({ showing: 'stopped' });
const selectSingle = (s: Snapshot) => s.matches({ showing: 'single' });
const selectLoading = (s: Snapshot) => s.matches('loading');

/**
 * The AdsBanner widget (requirements#ads-banner): the category's banners in a carousel. It moves
 * on by itself unless the user prefers reduced motion or stopped it; pointing at it or focus
 * inside it holds it. Arrow keys, the controls and the indicators move it by hand. No banner: no
 * widget. Until it first has to move (its first turn, a pointer or focus on it) the first banner
 * is shown as it is, and the carousel's code (embla, ~13 KB gzip) is not part of the dashboard's
 * first load.
 */
export default function AdsBanner(_props: { settings?: Readonly<Record<string, unknown>> }) {
  const { t } = useLingui();
  const { platform, actors } = useApp();
  const userType = useSelector(actors.session, selectUserType);
  // read once, before the chart starts: it decides whether the carousel moves by itself
  const [reducedMotion] = useState(() => prefersReducedMotion());
  const [logic] = useState(() => adsBannerLogic(platform));
  const actor = useFlowActor(logic, { input: { userType, reducedMotion } });
  const banners = useSelector(actor, selectBanners);
  const index = useSelector(actor, selectIndex);
  const failure = useSelector(actor, selectFailure);
  const showing = useSelector(actor, selectShowing);
  const stopped = useSelector(actor, selectStopped);
  const single = useSelector(actor, selectSingle);
  const loading = useSelector(actor, selectLoading);
  const locale = useActiveLocale();
  const describe = useFailureMessage();
  // purely visual: the carousel's code is fetched once the banner first has to move or be moved
  const [wanted, setWanted] = useState<'no' | 'yes' | 'withFocus'>('no');

  if (failure) {
    return (
      <Card withBorder radius="lg" padding="md" component="section" aria-label={t`Offers`}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="danger" role="alert">
            {describe(failure)}
          </Text>
          <Button size="xs" variant="light" onClick={() => actor.send({ type: 'ads.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      </Card>
    );
  }
  // the banners' own height is kept while they load, so the page does not jump
  if (loading) return <Box className={classes.slide} aria-hidden data-testid="ads-loading" />;
  if (!showing) return null;

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) actor.send({ type: 'ads.release', reason: 'focus' });
  };
  const want = (how: 'yes' | 'withFocus') => {
    if (!single && wanted === 'no') setWanted(how);
  };
  const current = banners[index] ?? banners[0]!;
  const still = (
    <div data-still>
      <BannerSlide banner={current} alt={localize(current.alt, locale)} />
    </div>
  );
  const moving = wanted !== 'no' || index !== 0;

  return (
    <Box
      component="section"
      aria-roledescription={t`carousel`}
      aria-label={t`Offers`}
      pos="relative"
      onMouseEnter={() => {
        want('yes');
        actor.send({ type: 'ads.hold', reason: 'hover' });
      }}
      onMouseLeave={() => actor.send({ type: 'ads.release', reason: 'hover' })}
      onFocus={(e) => {
        // focus on the banner itself moves to the carousel's slide; on the pause button it stays
        want(e.target instanceof Element && e.target.closest('[data-still]') ? 'withFocus' : 'yes');
        actor.send({ type: 'ads.hold', reason: 'focus' });
      }}
      onBlur={onBlur}
    >
      {moving && !single ? (
        <Suspense fallback={still}>
          <BannerCarousel
            banners={banners}
            index={index}
            locale={locale}
            reducedMotion={reducedMotion}
            takeFocus={wanted === 'withFocus'}
            onSelect={(i) => actor.send({ type: 'ads.select', index: i })}
          />
        </Suspense>
      ) : (
        still
      )}
      {!single ? (
        // a toggle button: its name (and the tooltip that shows it) stays the same, pressed while
        // the banners are paused (aria-pressed, and drawn filled) — a name that changed with the
        // state, or a tooltip that said another one, would contradict what a screen reader hears
        <Tooltip label={t`Pause the banners`}>
          <ActionIcon
            pos="absolute"
            top={8}
            style={{ insetInlineEnd: 8 }}
            variant={stopped ? 'filled' : 'white'}
            color="dark"
            radius="xl"
            aria-label={t`Pause the banners`}
            aria-pressed={stopped}
            onClick={() => actor.send({ type: stopped ? 'ads.play' : 'ads.stop' })}
          >
            <IconPlayerPause size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Box>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
