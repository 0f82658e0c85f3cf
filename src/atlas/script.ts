import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { briefFields, eventLabel, stateValueLabel } from './labels';

export type ScriptFormat = 'markdown' | 'csv' | 'text';

interface ScriptPath {
  input: unknown;
  steps: ReadonlyArray<{ event: EventObject; state: AnyMachineSnapshot }>;
}

export interface ScriptStep {
  /** `start` with the input in brief, or the event to send */
  start: boolean;
  what: string;
  expect: string;
}

/** A path as steps a tester follows: start (with the input), then each event sent, each with the state to expect. */
export function scriptSteps(path: ScriptPath): ScriptStep[] {
  return path.steps.map((step, i) => {
    const expect = stateValueLabel(step.state.value);
    if (i === 0) return { start: true, what: briefFields(path.input), expect };
    return { start: false, what: eventLabel(step.event, step.state.machine), expect };
  });
}

/** The words of a script, so the atlas can write it in the reader's language. */
export interface ScriptTexts {
  /** `3 paths.` */
  count: (n: number) => string;
  /** `Path 2` */
  path: (n: number) => string;
  /** `start (input)`, or `start` when there is no input */
  start: (input: string) => string;
  /** `send <event>` */
  send: (event: string) => string;
  /** `expect <state>` */
  expect: (state: string) => string;
  /** the CSV header: path, step, action, expected state */
  columns: readonly [string, string, string, string];
}

export const englishScriptTexts: ScriptTexts = {
  count: (n) => `${n} ${n === 1 ? 'path' : 'paths'}.`,
  path: (n) => `Path ${n}`,
  start: (input) => (input ? `start (${input})` : 'start'),
  send: (event) => `send ${event}`,
  expect: (state) => `expect ${state}`,
  columns: ['path', 'step', 'action', 'expected state'],
};

/** Markdown inline code that survives a backtick inside. */
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * Paths as a readable test script: per path, numbered steps "send <event> → expect <state>".
 * Markdown for reading and review, CSV for a test-management tool (one row per step), plain
 * text for a terminal.
 */
export function formatScript(
  paths: ReadonlyArray<readonly ScriptStep[]>,
  format: ScriptFormat,
  { title, texts = englishScriptTexts }: { title?: string; texts?: ScriptTexts } = {},
): string {
  const action = (step: ScriptStep) => (step.start ? texts.start(step.what) : texts.send(step.what));
  if (format === 'csv') {
    const rows = [texts.columns.map(csvField).join(',')];
    paths.forEach((steps, p) =>
      steps.forEach((step, s) => rows.push([p + 1, s + 1, action(step), step.expect].map(csvField).join(','))),
    );
    return rows.join('\n') + '\n';
  }
  const lines: string[] = [];
  if (format === 'text') {
    if (title) lines.push(title);
    lines.push(texts.count(paths.length));
    paths.forEach((steps, p) => {
      lines.push('', texts.path(p + 1));
      steps.forEach((step, s) => lines.push(`  ${s + 1}. ${action(step)} → ${step.expect}`));
    });
    return lines.join('\n') + '\n';
  }
  if (title) lines.push(`# ${title}`, '');
  lines.push(texts.count(paths.length));
  paths.forEach((steps, p) => {
    lines.push('', `## ${texts.path(p + 1)}`, '');
    steps.forEach((step, s) =>
      lines.push(
        `${s + 1}. ${step.start ? action(step) : texts.send(code(step.what))} → ${texts.expect(code(step.expect))}`,
      ),
    );
  });
  return lines.join('\n') + '\n';
}

/** The script of generated paths (in English: the CLI's and the export's). */
export function pathScript(
  paths: readonly ScriptPath[],
  format: ScriptFormat,
  options: { title?: string } = {},
): string {
  return formatScript(paths.map(scriptSteps), format, options);
}
