import { Button, Group, Loader, Radio, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { asString } from '../common';
import { localizeText } from '../text';
import type { WidgetProps } from '../types';

/**
 * The options as Mantine data, labels in the locale (the label, or the value). An unavailable one
 * (requirements#option-unavailable) is listed but disabled, its reason beside its label.
 */
export function optionData(options: WidgetProps['options'], locale: string) {
  return (options ?? []).map((option) => {
    const label = localizeText(option.label, locale) ?? option.value;
    if (option.disabled !== true) return { value: option.value, label };
    const reason = option.reason ? localizeText(option.reason, locale) : null;
    return { value: option.value, label: reason ? `${label} — ${reason}` : label, disabled: true };
  });
}

/** Options that failed to load: a button that asks for them again. */
function RetryOptions({ onRetry }: { onRetry: () => void }) {
  return (
    <Group mt={4}>
      <Button
        type="button"
        variant="subtle"
        size="compact-sm"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={onRetry}
      >
        <Trans>Try again</Trans>
      </Button>
    </Group>
  );
}

/** A field whose options load: the field, and under it a retry when they failed. */
export function WithOptions({ p, children }: { p: WidgetProps; children: ReactNode }) {
  return (
    <div>
      {children}
      {p.optionsState === 'failed' ? <RetryOptions onRetry={p.onRetryOptions} /> : null}
    </div>
  );
}

export function useOptionsError(p: WidgetProps): string | null {
  const { t } = useLingui();
  return p.errorText ?? (p.optionsState === 'failed' ? t`The options could not be loaded.` : null);
}

/** What a radio or checkbox group shows besides its options: label, states, busy while they load. */
export function groupProps(p: WidgetProps, error: string | null) {
  return {
    id: p.id,
    label: p.label,
    description: p.description,
    error,
    withAsterisk: p.required,
    'aria-busy': p.optionsState === 'loading' || undefined,
    readOnly: p.readOnly,
    onBlur: p.onBlur,
  };
}

/** isDisabled: every option of the group is disabled (a group has no disabled state of its own). */
export const optionDisabled = (p: WidgetProps, option: { disabled?: boolean }) => p.disabled || option.disabled;

/** The group's body: a loader while the options load, else each option as `item` draws it. */
export function GroupBody({
  p,
  item,
}: {
  p: WidgetProps;
  item: (option: { value: string; label: string; disabled?: boolean }) => ReactNode;
}) {
  return p.optionsState === 'loading' ? (
    <Loader size="sm" mt="xs" aria-hidden />
  ) : (
    <Stack gap="xs" mt="xs">
      {optionData(p.options, p.locale).map(item)}
    </Stack>
  );
}

export function RadioField(p: WidgetProps) {
  const error = useOptionsError(p);
  return (
    <WithOptions p={p}>
      <Radio.Group
        {...groupProps(p, error)}
        name={p.parameter.ParameterId}
        value={asString(p.value) || null}
        onChange={(value) => p.onChange(value)}
      >
        <GroupBody
          p={p}
          item={(option) => (
            <Radio key={option.value} value={option.value} label={option.label} disabled={optionDisabled(p, option)} />
          )}
        />
      </Radio.Group>
    </WithOptions>
  );
}
