import { ActionIcon, Group, Paper, Slider, Stack, Text, Tooltip, useDirection } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  IconPlayerPause,
  IconPlayerPlayFilled,
  IconPlayerSkipBack,
  IconPlayerSkipForward,
  IconPlayerStopFilled,
  IconRotateClockwise,
} from '@tabler/icons-react';
import type { TracedPath } from '../../atlas/trace';
import classes from './atlas.module.css';

export type PlayerState = 'playing' | 'paused' | 'finished';

/** The controls of a path being played on the diagram, with the step shown in words. */
export function PlayerBar({
  index,
  path,
  step,
  state,
  onPause,
  onResume,
  onReplay,
  onStep,
  onStop,
}: {
  index: number;
  path: TracedPath;
  step: number;
  state: PlayerState;
  onPause: () => void;
  onResume: () => void;
  onReplay: () => void;
  onStep: (to: number) => void;
  onStop: () => void;
}) {
  const { t, i18n } = useLingui();
  const { dir } = useDirection();
  const current = path.steps[step]!;
  const count = path.steps.length;
  const number = index + 1;
  const position = step + 1;
  const action = current.start ? (current.what ? t`start (${current.what})` : t`start`) : current.what;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t`Path ${number}`} role="region">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} size="sm" aria-live="polite">
            <Trans>
              Path {number}: step {position} of {count}
            </Trans>
          </Text>
          <Group gap={4}>
            <Tooltip label={t`Previous step`}>
              <ActionIcon
                variant="default"
                aria-label={t`Previous step`}
                disabled={step === 0}
                onClick={() => onStep(step - 1)}
              >
                <IconPlayerSkipBack size={16} className={classes.mirror} />
              </ActionIcon>
            </Tooltip>
            {state === 'playing' ? (
              <Tooltip label={t`Pause`}>
                <ActionIcon variant="filled" aria-label={t`Pause`} onClick={onPause}>
                  <IconPlayerPause size={16} />
                </ActionIcon>
              </Tooltip>
            ) : state === 'paused' ? (
              <Tooltip label={t`Play`}>
                <ActionIcon variant="filled" aria-label={t`Play`} onClick={onResume}>
                  <IconPlayerPlayFilled size={16} className={classes.mirror} />
                </ActionIcon>
              </Tooltip>
            ) : (
              <Tooltip label={t`Replay`}>
                <ActionIcon variant="filled" aria-label={t`Replay`} onClick={onReplay}>
                  <IconRotateClockwise size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={t`Next step`}>
              <ActionIcon
                variant="default"
                aria-label={t`Next step`}
                disabled={step === count - 1}
                onClick={() => onStep(step + 1)}
              >
                <IconPlayerSkipForward size={16} className={classes.mirror} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t`Stop`}>
              <ActionIcon variant="default" aria-label={t`Stop`} onClick={onStop}>
                <IconPlayerStopFilled size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {count > 1 ? (
          <Slider
            min={0}
            max={count - 1}
            step={1}
            value={step}
            onChange={onStep}
            label={(v) => i18n.number(v + 1)}
            thumbLabel={t`Step`}
          />
        ) : null}
        <Text size="sm">
          <span className={classes.code}>{action}</span>
          {dir === 'rtl' ? ' ← ' : ' → '}
          <span className={classes.code}>{current.expect}</span>
        </Text>
      </Stack>
    </Paper>
  );
}
