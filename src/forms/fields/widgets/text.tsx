import { Anchor, Button, Input, NumberInput, Textarea, TextInput, type TextInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import classes from '../fields.module.css';
import {
  asBoolean,
  asString,
  baseInputProps,
  describedBy,
  describedById,
  iconProps,
  isFileValue,
  numberToValue,
  ruleOf,
} from '../common';
import { keyboardOf } from '../attributes';
import { fieldIcon } from '../icons';
import { localizeText } from '../text';
import type { WidgetProps } from '../types';

type TextKind = Pick<TextInputProps, 'type' | 'inputMode' | 'autoComplete'> & {
  autoCapitalize?: string;
  spellCheck?: boolean;
  enterKeyHint?: 'search' | 'done' | 'next';
};

/**
 * How the keyboard and the browser should treat a text input's content: a configured keyboardType
 * (requirements#field-attributes) decides the keyboard; the field's type keeps its own input type.
 */
function textKind(p: WidgetProps): TextKind & { latin: boolean } {
  const base = typeKind(p);
  const keyboard = keyboardOf(p.parameter);
  if (keyboard === null) return base;
  const { latin, type, ...hints } = keyboard;
  return {
    ...base,
    ...hints,
    // only a plain text input takes the keyboard's type: an e-mail field stays an e-mail field
    type: base.type === 'text' && type !== undefined ? type : base.type,
    latin: base.latin || latin === true,
  };
}

function typeKind(p: WidgetProps): TextKind & { latin: boolean } {
  const { type, useFor } = p.parameter;
  if (type === 'email') return { type: 'email', inputMode: 'email', autoComplete: 'email', latin: true };
  if (type === 'url') return { type: 'url', inputMode: 'url', latin: true };
  if (type === 'tel' || useFor === 'mobile' || ruleOf(p, 'mobile')) {
    return { type: 'tel', inputMode: 'tel', autoComplete: 'tel', latin: true };
  }
  if (useFor === 'card' || ruleOf(p, 'card')) {
    return { type: 'text', inputMode: 'numeric', autoComplete: 'cc-number', latin: true };
  }
  return { type: 'text', latin: false };
}

/** text, email, url, tel (and a mobile or card number, by its rule or purpose) */
export function TextField(p: WidgetProps) {
  const { latin, ...kind } = textKind(p);
  return (
    <TextInput
      {...baseInputProps(p)}
      {...iconProps(p)}
      {...kind}
      // digits and Latin addresses read left to right inside right-to-left pages too
      dir={latin ? 'ltr' : undefined}
      maxLength={p.parameter.maxLength}
      value={asString(p.value)}
      onChange={(event) => p.onChange(event.currentTarget.value)}
    />
  );
}

/** textarea, or a text field with multiline: numberOfLines rows (4 by default) */
export function TextareaField(p: WidgetProps) {
  const keyboard = keyboardOf(p.parameter);
  return (
    <Textarea
      {...baseInputProps(p)}
      {...iconProps(p)}
      inputMode={keyboard?.inputMode}
      dir={keyboard?.latin ? 'ltr' : undefined}
      // a fixed height the user may stretch: Mantine's autosize needs document.fonts, which some
      // embedded web views (and test DOMs) lack
      rows={p.parameter.numberOfLines ?? 4}
      resize="vertical"
      maxLength={p.parameter.maxLength}
      value={asString(p.value)}
      onChange={(event) => p.onChange(event.currentTarget.value)}
    />
  );
}

const digitsPad = (input: HTMLInputElement | null) => input?.setAttribute('inputmode', 'numeric');

/** A number, kept as the string the user typed (request bodies and rules read strings). */
export function NumberField(p: WidgetProps) {
  const { minimumValue: min, maximumValue: max, step } = p.parameter;
  const wholeNumber = keyboardOf(p.parameter)?.inputMode === 'numeric';
  return (
    <NumberInput
      {...baseInputProps(p)}
      {...iconProps(p, true)}
      dir="ltr"
      // whole numbers (keyboardType numeric or number-pad) take no fraction and ask for the digits
      // pad: Mantine always sets inputmode decimal, so the attribute is set on the input itself
      allowDecimal={!wholeNumber}
      ref={wholeNumber ? digitsPad : undefined}
      min={min}
      max={max}
      step={step}
      allowNegative={min === undefined || min < 0}
      clampBehavior="none"
      value={asString(p.value)}
      onChange={(value) => p.onChange(numberToValue(value))}
    />
  );
}

/** requirements#constants-currency: thousands grouped in threes with commas, the currency symbol before or after. */
export function AmountField(p: WidgetProps) {
  const { minimumValue: min, maximumValue: max } = p.parameter;
  const symbol = p.currencySymbol ?? 'Ks';
  const placement = p.currencyPosition === 'suffix' ? { suffix: `\u00a0${symbol}` } : { prefix: `${symbol}\u00a0` };
  return (
    <NumberInput
      {...baseInputProps(p)}
      {...placement}
      {...iconProps(p, true)}
      dir="ltr"
      inputMode="decimal"
      thousandSeparator=","
      decimalScale={2}
      valueIsNumericString
      allowNegative={false}
      hideControls
      min={min}
      max={max}
      clampBehavior="none"
      value={asString(p.value)}
      onChange={(value) => p.onChange(numberToValue(value))}
    />
  );
}

/** ComponentType 5: the value as read-only text (an option's label when the value is one). */
export function LabelField(p: WidgetProps) {
  const { t } = useLingui();
  const value = p.value;
  const optionLabel = (one: string) => {
    const option = p.options?.find((o) => o.value === one);
    return option ? (localizeText(option.label, p.locale) ?? one) : one;
  };
  const shown = isFileValue(value)
    ? value.name
    : typeof value === 'boolean'
      ? value
        ? t`Yes`
        : t`No`
      : Array.isArray(value)
        ? value.map((one) => (typeof one === 'string' ? optionLabel(one) : one.name)).join(', ')
        : optionLabel(asString(value));
  return (
    <TextInput
      id={p.id}
      label={p.label}
      description={p.description}
      error={p.errorText}
      variant="unstyled"
      readOnly
      value={shown}
      // user data (a name the server looked up): its own direction, so "Omar K." does not read
      // ".Omar K" in right-to-left pages; aligned with the page all the same
      attributes={{ input: { dir: 'auto' } }}
      classNames={{ input: classes.labelValue }}
    />
  );
}

/** ComponentType 8: a link named by the label; an address off the portal opens in a new tab. */
export function LinkField(p: WidgetProps) {
  const href = p.parameter.href ?? asString(p.value);
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href);
  return (
    <Input.Wrapper description={p.description} error={p.errorText} {...describedBy(p)}>
      <Anchor
        id={p.id}
        aria-describedby={describedById(p)}
        href={href || undefined}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {p.label}
      </Anchor>
    </Input.Wrapper>
  );
}

/**
 * The 'button' type: a secondary button that records it was pressed (the value becomes true),
 * so a rule or a condition can react to it. It submits nothing by itself.
 */
export function ButtonField(p: WidgetProps) {
  const pressed = asBoolean(p.value);
  return (
    <Input.Wrapper description={p.description} error={p.errorText} {...describedBy(p)}>
      <Button
        id={p.id}
        aria-describedby={describedById(p)}
        type="button"
        variant="default"
        aria-pressed={pressed}
        disabled={p.readOnly || p.disabled}
        leftSection={fieldIcon(p.parameter.icon)}
        onClick={() => p.onChange(true)}
        onBlur={p.onBlur}
        display="block"
      >
        {p.label}
      </Button>
    </Input.Wrapper>
  );
}

export function HiddenField() {
  return null;
}
