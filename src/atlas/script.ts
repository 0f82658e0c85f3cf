import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { briefFields, eventLabel, stateValueLabel } from './labels';

export type ScriptFormat = 'markdown' | 'csv' | 'text';

interface ScriptPath {
  input: unknown;
  steps: ReadonlyArray<{ event: EventObject; state: AnyMachineSnapshot }>;
}

interface ScriptStep {
  /** `start` with the input in brief, or the event to send */
  start: boolean;
  what: string;
  expect: string;
}

/** A path as steps a tester follows: start (with the input), then each event sent, each with the state to expect. */
function scriptSteps(path: ScriptPath): ScriptStep[] {
  return path.steps.map((step, i) => {
    const expect = stateValueLabel(step.state.value);
    if (i === 0) return { start: true, what: briefFields(path.input), expect };
    return { start: false, what: eventLabel(step.event, step.state.machine), expect };
  });
}

const action = (step: ScriptStep) =>
  step.start ? (step.what ? `start (${step.what})` : 'start') : `send ${step.what}`;

/** Markdown inline code that survives a backtick inside. */
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The paths as a readable test script: per path, numbered steps "send <event> → expect <state>".
 * Markdown for reading and review, CSV for a test-management tool (one row per step), plain
 * text for a terminal.
 */
export function pathScript(
  paths: readonly ScriptPath[],
  format: ScriptFormat,
  { title }: { title?: string } = {},
): string {
  if (format === 'csv') {
    const rows = [['path', 'step', 'action', 'expected state'].join(',')];
    paths.forEach((path, p) =>
      scriptSteps(path).forEach((step, s) =>
        rows.push([p + 1, s + 1, action(step), step.expect].map(csvField).join(',')),
      ),
    );
    return rows.join('\n') + '\n';
  }
  const lines: string[] = [];
  const count = `${paths.length} ${paths.length === 1 ? 'path' : 'paths'}.`;
  if (format === 'text') {
    if (title) lines.push(title);
    lines.push(count);
    paths.forEach((path, p) => {
      lines.push('', `Path ${p + 1}`);
      scriptSteps(path).forEach((step, s) => lines.push(`  ${s + 1}. ${action(step)} → ${step.expect}`));
    });
    return lines.join('\n') + '\n';
  }
  if (title) lines.push(`# ${title}`, '');
  lines.push(count);
  paths.forEach((path, p) => {
    lines.push('', `## Path ${p + 1}`, '');
    scriptSteps(path).forEach((step, s) =>
      lines.push(`${s + 1}. ${step.start ? action(step) : `send ${code(step.what)}`} → expect ${code(step.expect)}`),
    );
  });
  return lines.join('\n') + '\n';
}
