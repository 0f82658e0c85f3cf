import { Badge, NavLink, NativeSelect, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { MachineCoverage } from '../../atlas/coverage';
import { percent } from '../../atlas/coverage';
import { machineTexts } from '../../atlas/machineTexts';
import classes from './atlas.module.css';

/** Every statechart of the registry: a list beside the chart on wide screens, a select on phones. */
export function MachineList({
  machines,
  selected,
  coverage,
  onSelect,
}: {
  /** the registry's ids, in its order */
  machines: readonly string[];
  selected: string;
  coverage: ReadonlyMap<string, MachineCoverage> | null;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const title = (id: string) => (machineTexts[id] ? i18n._(machineTexts[id].title) : id);
  return (
    <>
      <NativeSelect
        hiddenFrom="md"
        label={t`Statechart`}
        value={selected}
        onChange={(e) => onSelect(e.currentTarget.value)}
        data={machines.map((id) => ({ value: id, label: title(id) }))}
      />
      <Stack gap={2} visibleFrom="md" component="nav" aria-label={t`Statecharts`}>
        {machines.map((id) => {
          const c = coverage?.get(id);
          const full = c ? percent(c.states) === 100 && percent(c.transitions) === 100 : null;
          return (
            <NavLink
              key={id}
              className={classes.machineLink}
              active={id === selected}
              aria-current={id === selected ? 'page' : undefined}
              onClick={() => onSelect(id)}
              label={title(id)}
              description={
                // the colour is the NavLink's own description colour: dimmed, or the active entry's
                <Text size="xs" c="inherit" lineClamp={2} component="span">
                  {machineTexts[id] ? i18n._(machineTexts[id].description) : ''}
                </Text>
              }
              rightSection={
                c ? (
                  <Badge size="xs" variant="light" color={full ? 'teal' : 'red'}>
                    {i18n.number(Math.min(percent(c.states), percent(c.transitions)) / 100, {
                      style: 'percent',
                      maximumFractionDigits: 1,
                    })}
                  </Badge>
                ) : null
              }
            />
          );
        })}
      </Stack>
    </>
  );
}
