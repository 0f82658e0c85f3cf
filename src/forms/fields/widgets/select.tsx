import { Loader, MultiSelect, Select } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { asString, asStringList, baseInputProps, iconProps } from '../common';
import type { WidgetProps } from '../types';
import { optionData, useOptionsError, WithOptions } from './choice';

/**
 * issue 20: Mantine's Select and MultiSelect bring its combobox and floating machinery (~30 KiB
 * gzip), so they are a widget group of their own, loaded when a form draws a select
 * (registry.ts). Send money's selects are conditional: its first screen loads none of it.
 */

/** Mantine's Select resets its search text whenever its data changes identity: keep it stable. */
function useOptionData(p: WidgetProps) {
  const { options, locale } = p;
  return useMemo(() => optionData(options, locale), [options, locale]);
}

/**
 * select and react_select (searchable). With isMultiple (requirements#field-attributes), or a list
 * value, it is a multi-select holding a string list. While options load the input is disabled and
 * busy; when they fail an error offers a retry.
 */
export function SelectField(p: WidgetProps) {
  const { t } = useLingui();
  const loading = p.optionsState === 'loading';
  const error = useOptionsError(p);
  const searchable = p.parameter.type === 'react_select';
  const shared = {
    ...baseInputProps(p),
    error,
    data: useOptionData(p),
    searchable,
    nothingFoundMessage: searchable ? t`No option matches.` : undefined,
    disabled: loading || p.disabled,
    'aria-busy': loading || undefined,
    // the end is the chevron's (or the loader's): an icon goes to the start
    ...iconProps(p, true),
    rightSection: loading ? <Loader size="xs" aria-hidden /> : undefined,
    clearable: !p.required && !p.readOnly,
  };
  return (
    <WithOptions p={p}>
      {p.parameter.isMultiple === true || Array.isArray(p.value) ? (
        <MultiSelect {...shared} value={asStringList(p.value)} onChange={(value) => p.onChange(value)} />
      ) : (
        <Select
          {...shared}
          allowDeselect={!p.required}
          value={asString(p.value) || null}
          onChange={(value) => p.onChange(value ?? '')}
        />
      )}
    </WithOptions>
  );
}
