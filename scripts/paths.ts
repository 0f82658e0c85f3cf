/**
 * `npm run paths -- <machine> [--simple] [--limit N] [--csv|--md]`: the paths generated for a
 * registered statechart — the ones its path test replays (shortest to every state plus one per
 * transition), or with --simple the loop-free ones — as steps: the event sent, the state expected.
 */
import { machineRegistry } from '../machines';
import { generatePaths, pathScript, simplePaths, type ScriptFormat } from '../src/atlas/paths';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 100;
const id = args.find((a, i) => !a.startsWith('--') && (limitAt < 0 || i !== limitAt + 1));
const known = () => machineRegistry.map((e) => `  ${e.id.padEnd(18)} ${e.title}`).join('\n');

const entry = machineRegistry.find((e) => e.id === id);
if (!entry) {
  console.error(
    `${id === undefined ? 'Name a machine' : `No machine "${id}"`}: npm run paths -- <machine> [--simple] [--limit N] [--csv|--md]\n\nKnown machines:\n${known()}`,
  );
  process.exit(1);
}
if (!Number.isInteger(limit) || limit < 1) {
  console.error(`--limit needs a whole number above 0, not "${args[limitAt + 1]}"`);
  process.exit(1);
}

const format: ScriptFormat = flags.has('--csv') ? 'csv' : flags.has('--md') ? 'markdown' : 'text';
let paths;
let summary;
if (flags.has('--simple')) {
  const set = simplePaths(entry, { limit });
  paths = set.paths;
  summary = `${entry.title} (${entry.id}): ${paths.length} simple paths${set.complete ? '' : ` — capped at ${limit}; more exist (--limit N)`}`;
} else {
  paths = generatePaths(entry);
  summary = `${entry.title} (${entry.id}): ${paths.length} paths — the shortest to every state, then one through every transition`;
}

// CSV stays clean for a file: the summary goes to stderr
if (format === 'csv') console.error(summary);
process.stdout.write(pathScript(paths, format, format === 'csv' ? {} : { title: summary }));
