import { Checkbox, Input, Switch } from '@mantine/core';
import { asBoolean, asStringList } from '../common';
import type { WidgetProps } from '../types';
import { GroupBody, groupProps, optionDisabled, useOptionsError, WithOptions } from './choice';

// checkboxes and switches: a lazy group of their own (registry.ts), drawn by few forms

/** The asterisk Mantine draws for required inputs, for the labels it does not draw it on. */
function Labelled({ label, required }: { label: string; required: boolean }) {
  return (
    <>
      {label}
      {required ? (
        <span className="mantine-InputWrapper-required" aria-hidden style={{ color: 'var(--mantine-color-error)' }}>
          {' *'}
        </span>
      ) : null}
    </>
  );
}

/**
 * checkbox: one box holding a boolean; with options, a group of boxes holding the chosen values
 * (a string list). Mantine's box has no read-only mode: a read-only one ignores clicks.
 */
export function CheckboxField(p: WidgetProps) {
  const error = useOptionsError(p);
  if (p.options?.length || p.optionsState !== 'idle') {
    return (
      <WithOptions p={p}>
        <Checkbox.Group {...groupProps(p, error)} value={asStringList(p.value)} onChange={(value) => p.onChange(value)}>
          <GroupBody
            p={p}
            item={(option) => (
              <Checkbox
                key={option.value}
                value={option.value}
                label={option.label}
                disabled={optionDisabled(p, option)}
              />
            )}
          />
        </Checkbox.Group>
      </WithOptions>
    );
  }
  return (
    <Checkbox
      id={p.id}
      name={p.parameter.ParameterId}
      label={<Labelled label={p.label} required={p.required} />}
      description={p.description}
      error={p.errorText}
      aria-required={p.required || undefined}
      aria-readonly={p.readOnly || undefined}
      disabled={p.disabled}
      checked={asBoolean(p.value)}
      onChange={(event) => {
        if (!p.readOnly) p.onChange(event.currentTarget.checked);
      }}
      onBlur={p.onBlur}
    />
  );
}

/**
 * switch: a boolean. Mantine draws a switch's error inside its label, which would make the error
 * part of the switch's name; it is drawn after it here and named in aria-describedby instead.
 */
export function SwitchField(p: WidgetProps) {
  const errorId = `${p.id}-error`;
  return (
    <div>
      <Switch
        id={p.id}
        name={p.parameter.ParameterId}
        label={<Labelled label={p.label} required={p.required} />}
        description={p.description}
        error={Boolean(p.errorText)}
        aria-describedby={p.errorText ? errorId : undefined}
        aria-invalid={Boolean(p.errorText) || undefined}
        aria-required={p.required || undefined}
        aria-readonly={p.readOnly || undefined}
        disabled={p.disabled}
        checked={asBoolean(p.value)}
        onChange={(event) => {
          if (!p.readOnly) p.onChange(event.currentTarget.checked);
        }}
        onBlur={p.onBlur}
      />
      {p.errorText ? (
        <Input.Error id={errorId} mt={4}>
          {p.errorText}
        </Input.Error>
      ) : null}
    </div>
  );
}
