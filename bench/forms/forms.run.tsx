import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, platform, release } from 'node:os';
import { dirname, resolve } from 'node:path';
import { createSchemaUtils } from '@rjsf/utils';
import { createElement } from 'react';
import { expect, it } from 'vitest';
import { validateStep, type ValidationContext } from '../../src/forms/validation';
import type { FormValues } from '../../src/forms/types';
import { benchForm, FIELD_COUNT, invalidValues, TODAY, validValues } from './config';
import { initialValues, libraries, rjsfSteps, rjsfValidators, sharedValidator, Stage, type Library } from './harness';
import { collectGarbage, compare, type Stats } from './stats';
import { rjsfData } from './toRjsf';

/**
 * `npm run bench:forms`: our engine against react-jsonschema-form on one 25-field, 3-step
 * configuration (bench/forms/config.ts). Prints median and p95 per operation and the ratio
 * ours/rjsf, and writes the figures to test-results/bench-forms.json. Not part of `npm test`.
 */

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
/** validation takes microseconds: more rounds for a stable median */
const VALIDATION_FACTOR = 20;
const OUTPUT = resolve('test-results/bench-forms.json');

interface Row {
  operation: string;
  group: 'render' | 'keystroke' | 'validate';
  results: Record<Library, Stats>;
  /** rjsf's two columns hold one measurement (validation does not depend on the theme) */
  sharedRjsf?: boolean;
}

const rows: Row[] = [];
const notes: string[] = [];
/** rjsf variants that have no column: in the JSON only (and in the notes) */
const extra: Record<string, Stats> = {};

const labelsOf = (stepIndex: number, values: FormValues) =>
  benchForm.steps[stepIndex]!.parameters.map((parameter) => ({
    label: parameter.label.en ?? parameter.ParameterId,
    shown: parameter.dependencies.every((condition) =>
      condition.value.split('|').includes(String(values[condition.field])),
    ),
  }));

function checkRender(stage: Stage, stepIndex: number, values: FormValues) {
  stage.mount(stepIndex, initialValues(stage.library, stepIndex, values));
  const text = stage.host.textContent ?? '';
  for (const { label, shown } of labelsOf(stepIndex, values)) {
    expect(text.includes(label), `${stage.library} step ${stepIndex + 1}: ${label}`).toBe(shown);
  }
  const count = labelsOf(stepIndex, values).filter((item) => item.shown).length;
  stage.unmount();
  return count;
}

async function benchRenders(stages: Record<Library, Stage>) {
  for (const [state, values] of [
    ['empty', {}],
    ['filled', validValues],
  ] as const) {
    for (let stepIndex = 0; stepIndex < benchForm.steps.length; stepIndex++) {
      let fields = 0;
      for (const library of libraries) fields = checkRender(stages[library], stepIndex, values);
      const contenders = Object.fromEntries(
        libraries.map((library) => {
          const stage = stages[library];
          const initial = initialValues(library, stepIndex, values);
          return [
            library,
            () => {
              stage.mount(stepIndex, initial);
              stage.unmount();
            },
          ];
        }),
      ) as Record<Library, () => void>;
      rows.push({
        operation: `render step ${stepIndex + 1}, ${state} (${fields} fields), mount+unmount`,
        group: 'render',
        results: await compare(contenders, { warmup: WARMUP, iterations: ITERATIONS }),
      });
    }
  }
}

async function benchKeystroke(stages: Record<Library, Stage>, stepIndex: number, parameterId: string) {
  const base = String(validValues[parameterId] ?? '');
  const inputs = Object.fromEntries(
    libraries.map((library) => {
      const stage = stages[library];
      stage.mount(stepIndex, initialValues(library, stepIndex, validValues));
      return [library, stage.input(parameterId)];
    }),
  ) as Record<Library, HTMLInputElement | HTMLTextAreaElement>;
  let typed = 0;
  const last = {} as Record<Library, string>;
  const contenders = Object.fromEntries(
    libraries.map((library) => [
      library,
      () => {
        // one more character each time, so every keystroke changes the value
        last[library] = `${base} ${'x'.repeat((typed++ % 20) + 1)}`;
        stages[library].type(inputs[library], last[library]);
      },
    ]),
  ) as Record<Library, () => void>;
  const results = await compare(contenders, { warmup: WARMUP, iterations: ITERATIONS });
  for (const library of libraries) {
    // a controlled input whose state did not take the value would have been reset by React
    expect(stages[library].input(parameterId).value, `${library} kept the keystroke`).toBe(last[library]);
    stages[library].unmount();
  }
  const step = benchForm.steps[stepIndex]!;
  const widget = step.parameters.find((parameter) => parameter.ParameterId === parameterId)!.type;
  rows.push({
    operation: `keystroke in ${parameterId} (${widget}), step ${stepIndex + 1} filled, re-render`,
    group: 'keystroke',
    results,
  });
}

const ctx: ValidationContext = { today: TODAY, form: benchForm, locale: 'en', mobilePrefix: benchForm.mobilePrefix };
const validateOurs = (values: FormValues) => benchForm.steps.map((step) => validateStep(step, values, ctx));
type Data = ReturnType<typeof rjsfData>[];
const validateRjsf = (data: Data) =>
  rjsfSteps.map((step, i) =>
    rjsfValidators[i]!.validateFormData(data[i], step.schema, step.customValidate, undefined, step.uiSchema),
  );
/** What rjsf's Form.validate runs on submit: the schema resolved for the data (if/then), then validation. */
const schemaUtils = rjsfSteps.map((step, i) => createSchemaUtils(rjsfValidators[i]!, step.schema));
const validateRjsfAsForm = (data: Data) =>
  rjsfSteps.map((step, i) =>
    rjsfValidators[i]!.validateFormData(
      data[i],
      schemaUtils[i]!.retrieveSchema(step.schema, data[i]),
      step.customValidate,
      undefined,
      step.uiSchema,
    ),
  );
/** The default singleton validator for all three steps: it re-registers the root schema each call. */
const validateRjsfShared = (data: Data) =>
  rjsfSteps.map((step, i) =>
    sharedValidator.validateFormData(data[i], step.schema, step.customValidate, undefined, step.uiSchema),
  );
/** JSON Schema alone, without customValidate: no compare or date-vs-today checks. */
const validateRjsfSchemaOnly = (data: Data) =>
  rjsfSteps.map((step, i) =>
    rjsfValidators[i]!.validateFormData(data[i], step.schema, undefined, undefined, step.uiSchema),
  );

async function benchValidation() {
  for (const [name, values] of [
    ['valid values', validValues],
    ['values with errors', invalidValues],
  ] as const) {
    const data = rjsfSteps.map((step) => rjsfData(step, values));
    const ours = validateOurs(values).flatMap((errors) => Object.keys(errors));
    const rjsfResults = validateRjsf(data);
    const rjsf = [
      ...new Set(
        rjsfResults.flatMap((result) =>
          result.errors
            // ajv adds 'must match "then" schema' on the object besides the dependent's own error
            .filter((error) => error.name !== 'if')
            .map((error) => (error.property ?? '').replace(/^\./, '')),
        ),
      ),
    ];
    const rjsfMessages = rjsfResults.reduce((sum, result) => sum + result.errors.length, 0);
    // the converter is right when both libraries fault the same fields
    expect(rjsf.sort(), `fields rjsf faults for ${name}`).toEqual([...ours].sort());
    const results = await compare(
      {
        ours: () => validateOurs(values),
        rjsf: () => validateRjsf(data),
        rjsfAsForm: () => validateRjsfAsForm(data),
        rjsfShared: () => validateRjsfShared(data),
        rjsfSchemaOnly: () => validateRjsfSchemaOnly(data),
      },
      { warmup: WARMUP * VALIDATION_FACTOR, iterations: ITERATIONS * VALIDATION_FACTOR },
    );
    rows.push({
      operation: `validate 3 steps, ${name} (${ours.length} fields fail)`,
      group: 'validate',
      results: { ours: results.ours, rjsfMantine: results.rjsf, rjsfCore: results.rjsf },
      sharedRjsf: true,
    });
    const schemaOnlyMessages = validateRjsfSchemaOnly(data).reduce((sum, result) => sum + result.errors.length, 0);
    const figure = (stats: Stats) => `median ${ms(stats.median)} ms, p95 ${ms(stats.p95)} ms`;
    notes.push(
      `validate ${name}: ours ${ours.length} errors (first failing check per field); rjsf ${rjsfMessages} ` +
        `messages on ${rjsf.length} fields (ajv allErrors). rjsf variants: as Form.validate runs it ` +
        `(retrieveSchema first) ${figure(results.rjsfAsForm)}; one singleton validator for the 3 steps ` +
        `${figure(results.rjsfShared)}; JSON Schema only, no customValidate (${schemaOnlyMessages} messages) ` +
        `${figure(results.rjsfSchemaOnly)}.`,
    );
    extra[`validate ${name}, rjsf as Form.validate (retrieveSchema + validateFormData)`] = results.rjsfAsForm;
    extra[`validate ${name}, rjsf singleton validator for all steps`] = results.rjsfShared;
    extra[`validate ${name}, rjsf JSON Schema only (no customValidate)`] = results.rjsfSchemaOnly;
  }
}
function ms(value: number): string {
  return value < 1 ? value.toFixed(3) : value < 100 ? value.toFixed(2) : value.toFixed(0);
}

function version(name: string): string {
  try {
    return (JSON.parse(readFileSync(resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return 'unknown';
  }
}

function table(): string {
  const header = [
    'operation',
    'ours med',
    'ours p95',
    'rjsf·mantine med',
    'p95',
    'ours/rjsf·mantine',
    'rjsf·core med',
    'p95',
    'ours/rjsf·core',
  ];
  const lines = rows.map((row) => {
    const { ours, rjsfMantine, rjsfCore } = row.results;
    return [
      row.operation,
      ms(ours.median),
      ms(ours.p95),
      ms(rjsfMantine.median) + (row.sharedRjsf ? '*' : ''),
      ms(rjsfMantine.p95),
      `${(ours.median / rjsfMantine.median).toFixed(2)}×`,
      ms(rjsfCore.median) + (row.sharedRjsf ? '*' : ''),
      ms(rjsfCore.p95),
      `${(ours.median / rjsfCore.median).toFixed(2)}×`,
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [format(header), widths.map((width) => '─'.repeat(width)).join('  '), ...lines.map(format)].join('\n');
}

it(
  'benchmarks the form engine against react-jsonschema-form',
  async () => {
    expect(FIELD_COUNT).toBe(25);
    const reactBuild = Object.hasOwn(createElement('div'), '_store') ? 'development' : 'production';
    const stages = Object.fromEntries(libraries.map((library) => [library, new Stage(library)])) as Record<
      Library,
      Stage
    >;
    await benchRenders(stages);
    await benchKeystroke(stages, 0, 'fullName');
    await benchKeystroke(stages, 1, 'note');
    await benchValidation();
    for (const stage of Object.values(stages)) stage.close();

    const environment = {
      date: new Date().toISOString(),
      node: process.version,
      platform: `${platform()} ${release()}`,
      cpu: `${cpus()[0]?.model ?? 'unknown'} ×${cpus().length}`,
      dom: `happy-dom ${version('happy-dom')}`,
      runner: `vitest ${version('vitest')}`,
      reactBuild,
      gcBeforeEachRow: collectGarbage !== undefined,
      versions: Object.fromEntries(
        [
          'react',
          'react-dom',
          '@mantine/core',
          '@mantine/dates',
          '@rjsf/core',
          '@rjsf/utils',
          '@rjsf/validator-ajv8',
          '@rjsf/mantine',
        ].map((name) => [name, version(name)]),
      ),
      // the ajv rjsf's validator runs (a top-level ajv may be another major, for eslint)
      ajvOfRjsf: version('@rjsf/validator-ajv8/node_modules/ajv'),
      iterations: ITERATIONS,
      warmup: WARMUP,
      validationIterations: ITERATIONS * VALIDATION_FACTOR,
    };
    const printed = [
      '',
      `Form engine vs react-jsonschema-form: ${FIELD_COUNT} fields in ${benchForm.steps.length} steps, ms per operation`,
      `${environment.dom}, React ${environment.versions.react} (${reactBuild} build), ${environment.runner}, ` +
        `Node ${environment.node}, ${environment.cpu}`,
      `${ITERATIONS} timed rounds after ${WARMUP} warm-up (validation ×${VALIDATION_FACTOR}), contenders interleaved` +
        (collectGarbage ? ', full GC before each row' : ''),
      '',
      table(),
      '',
      '* one measurement in both rjsf columns: validation does not depend on the theme',
      ...notes.map((note) => `- ${note}`),
      '',
      `figures: ${OUTPUT}`,
      '',
    ].join('\n');
    console.info(printed);

    mkdirSync(dirname(OUTPUT), { recursive: true });
    writeFileSync(OUTPUT, `${JSON.stringify({ environment, operations: rows, extra, notes }, null, 2)}\n`);
  },
  30 * 60_000,
);
