import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider, SimpleGrid, Stack, Title } from '@mantine/core';
import RjsfCoreForm from '@rjsf/core';
import { Form as RjsfMantineForm } from '@rjsf/mantine';
import validator, { customizeValidator } from '@rjsf/validator-ajv8';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { visibleParameters } from '../../src/forms/conditions';
import { FormField, useFieldHandlers, type FieldSink } from '../../src/forms/fields';
import { localize } from '../../src/forms/localize';
import type { FormValues } from '../../src/forms/types';
import { messages as en } from '../../src/i18n/locales/en/messages.po';
import { benchForm, TODAY } from './config';
import { formToRjsf, rjsfData, type RjsfData } from './toRjsf';

i18n.load({ en });
i18n.activate('en');

export const libraries = ['ours', 'rjsfMantine', 'rjsfCore'] as const;
export type Library = (typeof libraries)[number];

export const rjsfSteps = formToRjsf(benchForm, TODAY);
/**
 * One validator per step. The default export is a singleton whose ajv instance registers one root
 * schema at a time: switching it to another step's schema recompiles, so a singleton validating
 * three steps in turn would recompile on every call. Per step, each keeps its compiled schemas, as
 * a wizard's current step does. (forms.run.tsx also times the singleton, for the record.)
 */
export const rjsfValidators = rjsfSteps.map(() => customizeValidator());
export const sharedValidator = validator;

const noop = () => undefined;

/**
 * Our engine as WizardStep draws a step (the visible fields in sort order, each a memoized
 * FormField with stable handlers), with the values in React state instead of the wizard's actor.
 */
function OurStep({ stepIndex, initial }: { stepIndex: number; initial: FormValues }) {
  const [values, setValues] = useState(initial);
  const sink: FieldSink = {
    change: (id, value) => setValues((current) => ({ ...current, [id]: value })),
    blur: noop,
    file: noop,
    cancelFile: noop,
    retryOptions: noop,
  };
  const handlersFor = useFieldHandlers(sink);
  const step = benchForm.steps[stepIndex]!;
  const fields = visibleParameters(step, values, benchForm).sort((a, b) => a.sort_order - b.sort_order);
  return (
    <form noValidate>
      <Stack gap="lg">
        <Title order={2} size="h3">
          {localize(step.title, 'en')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: benchForm.displayColumn }} spacing="md" verticalSpacing="md">
          {fields.map((parameter) => (
            <FormField
              key={parameter.ParameterId}
              parameter={parameter}
              value={values[parameter.ParameterId] ?? null}
              error={null}
              options={parameter.PossibleValue}
              optionsState="idle"
              locale="en"
              currencySymbol="Ks"
              currencyPosition="prefix"
              {...handlersFor(parameter.ParameterId)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </form>
  );
}

/** rjsf's idiom for a wizard: one uncontrolled Form per step, its data seeded by formData. */
function RjsfStep({ library, stepIndex, initial }: { library: Library; stepIndex: number; initial: RjsfData }) {
  const step = rjsfSteps[stepIndex]!;
  const Form = library === 'rjsfMantine' ? RjsfMantineForm : RjsfCoreForm;
  return (
    <Form
      schema={step.schema}
      uiSchema={step.uiSchema}
      validator={rjsfValidators[stepIndex]!}
      formData={initial}
      customValidate={step.customValidate}
      // a terms checkbox is `const: true`; by default rjsf would pre-check it
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
    />
  );
}

/** What each library needs around it: ours Mantine and Lingui, rjsf's Mantine theme Mantine. */
function Providers({ library, children }: { library: Library; children: ReactNode }) {
  if (library === 'rjsfCore') return <>{children}</>;
  const inner = library === 'ours' ? <I18nProvider i18n={i18n}>{children}</I18nProvider> : children;
  return <MantineProvider>{inner}</MantineProvider>;
}

/** A step's initial values in the library's own shape, computed once, outside any timing. */
export function initialValues(library: Library, stepIndex: number, values: FormValues): FormValues | RjsfData {
  return library === 'ours' ? values : rjsfData(rjsfSteps[stepIndex]!, values);
}

/**
 * One library's React root, providers mounted once (as in an app, where they already are), so a
 * step's mount and unmount measure the form alone.
 */
export class Stage {
  readonly host: HTMLDivElement;
  private readonly root: Root;

  constructor(readonly library: Library) {
    this.host = document.createElement('div');
    document.body.append(this.host);
    this.root = createRoot(this.host);
    this.show(null);
  }

  private show(child: ReactNode) {
    flushSync(() => this.root.render(<Providers library={this.library}>{child}</Providers>));
  }

  mount(stepIndex: number, initial: FormValues | RjsfData) {
    this.show(
      this.library === 'ours' ? (
        <OurStep stepIndex={stepIndex} initial={initial as FormValues} />
      ) : (
        <RjsfStep library={this.library} stepIndex={stepIndex} initial={initial as RjsfData} />
      ),
    );
  }

  unmount() {
    this.show(null);
  }

  /** The text input of a field: ours ids end in -ParameterId, rjsf's are root_ParameterId. */
  input(parameterId: string): HTMLInputElement | HTMLTextAreaElement {
    const found = this.host.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      `input[id$="${parameterId}"], textarea[id$="${parameterId}"]`,
    );
    if (!found) throw new Error(`${this.library}: no input for ${parameterId}`);
    return found;
  }

  /** A keystroke as the browser delivers it: the new value, then an input event, rendered synchronously. */
  type(element: HTMLInputElement | HTMLTextAreaElement, text: string) {
    const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setValue = Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
    flushSync(() => {
      setValue.call(element, text);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  close() {
    this.root.unmount();
    this.host.remove();
  }
}
