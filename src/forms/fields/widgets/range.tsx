import { ColorInput, Group, Input, RangeSlider, Slider, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { asString, asStringList, baseInputProps, describedBy, describedById } from '../common';
import type { WidgetProps } from '../types';

/** Numeric bounds of a slider: minimumValue–maximumValue, 0–100 when not configured. */
function bounds(p: WidgetProps) {
  const min = p.parameter.minimumValue ?? 0;
  const max = p.parameter.maximumValue ?? 100;
  return {
    min,
    max,
    step: p.parameter.step ?? 1,
    marks: [
      { value: min, label: String(min) },
      { value: max, label: String(max) },
    ],
  };
}

const clampTo = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const toNumber = (text: string | undefined, fallback: number) => {
  const n = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(n) ? n : fallback;
};

function SliderWrapper({ p, shown, children }: { p: WidgetProps; shown: string; children: React.ReactNode }) {
  return (
    <Input.Wrapper
      id={`${p.id}-wrapper`}
      label={p.label}
      labelProps={{ id: `${p.id}-label`, htmlFor: undefined, component: 'div' }}
      description={p.description}
      error={p.errorText}
      withAsterisk={p.required}
      {...describedBy(p)}
    >
      <Group gap="md" wrap="nowrap" align="center" mt="xs" mb="lg">
        <div style={{ flex: 1 }}>{children}</div>
        {/* the value stays visible, not only in the thumb's tooltip */}
        <Text size="sm" fw={600} dir="ltr" miw={48} ta="end" data-testid={`${p.parameter.ParameterId}-value`}>
          {shown}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}

/** The thumbs are the focusable controls: they carry the required flag, the error and the help. */
function thumbProps(p: WidgetProps) {
  const described = describedById(p);
  return {
    'aria-required': p.required || undefined,
    'aria-invalid': Boolean(p.errorText) || undefined,
    ...(described ? { 'aria-describedby': described } : {}),
  };
}

/** What the slider and the range slider share: the field's name, its bounds and read-only state. */
function trackProps(p: WidgetProps, { min, max, step, marks }: ReturnType<typeof bounds>) {
  return {
    id: p.id,
    name: p.parameter.ParameterId,
    min,
    max,
    step,
    marks,
    disabled: p.readOnly || p.disabled,
    onBlur: p.onBlur,
  };
}

/** slider: a number kept as a string ('40'), the value shown beside the track. */
export function SliderField(p: WidgetProps) {
  const limits = bounds(p);
  const { min, max } = limits;
  const value = clampTo(toNumber(asString(p.value), min), min, max);
  return (
    <SliderWrapper p={p} shown={String(value)}>
      <Slider
        {...trackProps(p, limits)}
        thumbLabel={p.label}
        thumbProps={thumbProps(p)}
        value={value}
        onChange={(next) => p.onChange(String(next))}
      />
    </SliderWrapper>
  );
}

/**
 * range: two numbers kept as one string 'from,to' ('20,80'). A string keeps the value scalar like
 * every other input's (a default value, a request placeholder, a condition compare it as text); a
 * string list ['20', '80'] is read too.
 */
export function RangeField(p: WidgetProps) {
  const { t } = useLingui();
  const limits = bounds(p);
  const { min, max } = limits;
  const [fromText, toText] = asStringList(p.value);
  const from = clampTo(toNumber(fromText, min), min, max);
  const to = clampTo(toNumber(toText, max), from, max);
  const label = p.label;
  return (
    <SliderWrapper p={p} shown={`${from} – ${to}`}>
      <RangeSlider
        {...trackProps(p, limits)}
        thumbFromLabel={t`${label}, from`}
        thumbToLabel={t`${label}, to`}
        thumbProps={() => thumbProps(p)}
        value={[from, to]}
        onChange={([a, b]) => p.onChange(`${a},${b}`)}
      />
    </SliderWrapper>
  );
}

/** color: a hex string ('#1c7ed6'). */
export function ColorField(p: WidgetProps) {
  return (
    <ColorInput
      {...baseInputProps(p)}
      dir="ltr"
      format="hex"
      withEyeDropper={false}
      value={asString(p.value)}
      onChange={(value) => p.onChange(value)}
    />
  );
}
