import { isMarked, type StoryboardManifest, type StoryboardShot } from './storyboard';

/**
 * Issue 22: a machine's storyboard as one self-contained HTML page for review outside the portal
 * (`npm run atlas:export` writes `<id>.storyboard.html`): the chart's SVG, then one screen per
 * state — its name, each variant's PNG inlined, the ones that changed since the previous run
 * marked. English, as the other exports.
 */
export interface StoryboardPageInput {
  machineId: string;
  title: string;
  /** the chart as the atlas draws it */
  svg: string;
  /** the chart's states (not its root), in drawing order */
  stateIds: readonly string[];
  manifest: StoryboardManifest;
  /** a screen's bytes as a data: URL (null: the file is gone) */
  image: (shot: StoryboardShot) => string | null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `
body{font-family:system-ui,sans-serif;margin:24px;color:#212529;background:#fff}
h1{font-size:1.5rem;margin:0 0 4px}
.meta{color:#495057;margin:0 0 16px}
.chart{overflow:auto;border:1px solid #dee2e6;border-radius:8px;padding:8px;margin-bottom:24px}
.chart svg{max-width:100%;height:auto;display:block}
.states{display:grid;grid-template-columns:repeat(auto-fill,minmax(420px,1fr));gap:24px}
section{border:1px solid #dee2e6;border-radius:8px;padding:12px}
section.changed{border:3px solid #c2410c}
h2{font:700 1rem ui-monospace,monospace;margin:0 0 8px;overflow-wrap:anywhere}
.badge{display:inline-block;background:#fff4e6;color:#9a3412;border-radius:4px;padding:0 6px;font:600 .8rem system-ui;margin-inline-start:8px}
figure{margin:0 0 12px}
figure img{max-width:100%;height:auto;border:1px solid #ced4da;border-radius:4px;display:block}
figure.phone img{max-height:520px;width:auto}
figcaption{color:#495057;font-size:.85rem;margin-top:4px}
.none{color:#868e96}
`;

export function storyboardPage(input: StoryboardPageInput): string {
  const { machineId, title, manifest } = input;
  const screens = manifest.machines[machineId] ?? {};
  const compared = manifest.comparedWith !== null;
  const sections = input.stateIds.map((state) => {
    const shots = screens[state] ?? [];
    const changed = compared && shots.some(isMarked);
    const figures = shots.map((shot) => {
      const src = input.image(shot);
      const mark = compared && isMarked(shot) ? ` <span class="badge">${shot.status}</span>` : '';
      const phone = shot.variant.endsWith('-phone') ? ' class="phone"' : '';
      return src
        ? `<figure${phone}><img src="${src}" alt="${escapeHtml(`${state} (${shot.variant})`)}"><figcaption>${escapeHtml(shot.variant)}${mark}</figcaption></figure>`
        : `<p class="none">${escapeHtml(shot.variant)}: the file is missing</p>`;
    });
    return [
      `<section id="${escapeHtml(state)}" data-state="${escapeHtml(state)}"${changed ? ' class="changed"' : ''}>`,
      `<h2>${escapeHtml(state)}${changed ? ' <span class="badge">changed</span>' : ''}</h2>`,
      figures.length > 0
        ? figures.join('\n')
        : '<p class="none">No screen: the browser walk did not reach this state.</p>',
      '</section>',
    ].join('\n');
  });
  const withScreens = input.stateIds.filter((s) => (screens[s]?.length ?? 0) > 0).length;
  const changedCount = input.stateIds.filter((s) => compared && (screens[s] ?? []).some(isMarked)).length;
  const meta =
    `${withScreens} of ${input.stateIds.length} states with a screen, taken ${manifest.createdAt} (${manifest.set} set)` +
    (compared
      ? `; ${changedCount} changed since ${manifest.comparedWith}.`
      : '; the first run, nothing to compare with.');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(`${title} (${machineId}): storyboard`)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(`${title} (${machineId}): storyboard`)}</h1>`,
    `<p class="meta">${escapeHtml(meta)}</p>`,
    `<div class="chart">${input.svg}</div>`,
    '<div class="states">',
    ...sections,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
