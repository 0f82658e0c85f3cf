import { fireEvent, screen, within } from '@testing-library/react';
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it, vi } from 'vitest';
import { machineRegistry } from '../../../machines';
import type { MachineCoverage } from '../../../src/atlas/coverage';
import { machineGraph } from '../../../src/atlas/graph';
import { layoutChart } from '../../../src/atlas/layout';
import { buildManifest, shotFile, type StoryboardManifest } from '../../../src/atlas/storyboard';
import type { TimedLayout } from '../../../src/flows/atlas/atlas.logic';
import { DiagramView } from '../../../src/flows/atlas/DiagramView';
import { StoryboardPanel } from '../../../src/flows/atlas/StoryboardPanel';
import { activate, renderUi } from '../../support/render';

// panzoom (a CommonJS bundle) is not what this test is about: a stand-in that pans nowhere
vi.mock('@panzoom/panzoom', () => ({
  default: () => ({
    zoom: () => {},
    pan: () => {},
    zoomIn: () => {},
    zoomOut: () => {},
    zoomWithWheel: () => {},
    destroy: () => {},
    getPan: () => ({ x: 0, y: 0 }),
    getScale: () => 1,
  }),
}));

const hash = (c: string) => c.repeat(64);
const previous = buildManifest(
  [
    { machine: 'signIn', state: 'signIn.twoFactor', variant: 'en-light-desktop', file: 'x.png', hash: hash('a') },
    {
      machine: 'signIn',
      state: 'signIn.editingCredentials',
      variant: 'en-light-desktop',
      file: 'y.png',
      hash: hash('b'),
    },
  ],
  null,
  { createdAt: '2026-11-26T09:00:00.000Z', set: 'subset' },
);
const taken = (state: string, variant: string, h: string) => ({
  machine: 'signIn',
  state,
  variant,
  file: shotFile(state, variant),
  hash: hash(h),
});
const manifest: StoryboardManifest = buildManifest(
  [
    taken('signIn.editingCredentials', 'en-light-desktop', 'b'),
    taken('signIn.editingCredentials', 'ar-dark-phone', 'c'),
    taken('signIn.twoFactor', 'en-light-desktop', 'd'),
  ],
  previous,
  { createdAt: '2026-11-27T09:00:00.000Z', set: 'full' },
);

const stateIds = ['signIn.editingCredentials', 'signIn.twoFactor', 'signIn.signedIn'];
const browser: MachineCoverage = {
  machine: 'signIn',
  states: { total: 7, covered: 7, missing: [] },
  transitions: { total: 14, covered: 12, missing: [] },
  paths: 4,
};
const paths: MachineCoverage = { ...browser, transitions: { total: 14, covered: 14, missing: [] }, paths: 53 };

function panel(props: Partial<Parameters<typeof StoryboardPanel>[0]> = {}) {
  const onSelect = vi.fn();
  const onReload = vi.fn();
  renderUi(
    <StoryboardPanel
      machineId="signIn"
      stateIds={stateIds}
      selected={null}
      onSelect={onSelect}
      manifest={manifest}
      configured
      loading={false}
      failed={false}
      baseUrl="/sandbox/atlas/storyboard"
      browserCoverage={browser}
      pathCoverage={paths}
      onReload={onReload}
      {...props}
    />,
  );
  return { onSelect, onReload };
}

describe('the storyboard panel', () => {
  it("shows a chosen state's screens, each variant named, the changed one marked", () => {
    activate('en');
    panel({ selected: 'signIn.editingCredentials' });
    const desktop = screen.getByRole('img', { name: 'Screen of signIn.editingCredentials (English, light, desktop)' });
    expect(desktop.getAttribute('src')).toBe(
      `/sandbox/atlas/storyboard/signIn/signIn.editingCredentials.en-light-desktop.png?v=${'b'.repeat(12)}`,
    );
    const phone = screen.getByRole('img', { name: 'Screen of signIn.editingCredentials (Arabic, dark, phone)' });
    expect(phone.getAttribute('src')).toContain('signIn.editingCredentials.ar-dark-phone.png');
    // the desktop screen is the previous run's; the phone one was not taken then
    const [first, second] = screen.getAllByRole('figure');
    expect(within(first!).queryByText(/since the previous run/)).toBeNull();
    expect(within(second!).getByText('New since the previous run')).toBeTruthy();
    expect(screen.getByText(/^Screens of 2 of 3 states, taken .*; 2 changed since the previous run\.$/)).toBeTruthy();
  });

  it('marks a changed screen, and says so for a state the walk did not reach', () => {
    activate('en');
    panel({ selected: 'signIn.twoFactor' });
    expect(screen.getByText('Changed since the previous run')).toBeTruthy();
    panel({ selected: 'signIn.signedIn' });
    expect(
      screen.getByText('No screen of this state: the browser walk did not reach it in the last run.'),
    ).toBeTruthy();
  });

  it('puts the browser coverage beside the path tests', () => {
    activate('en');
    panel();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /^States/ }).textContent).toBe('States7/7 (100%)7/7 (100%)');
    expect(within(table).getByRole('row', { name: /^Transitions/ }).textContent).toBe(
      'Transitions12/14 (85.7%)14/14 (100%)',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says plainly when there is no storyboard, or none of this chart, and reloads on request', () => {
    activate('en');
    const { onReload } = panel({ manifest: null, browserCoverage: null });
    expect(screen.getByText(/^No storyboard yet\. Run npm test/)).toBeTruthy();
    expect(
      screen.getByText('No browser coverage for this statechart: no model path walks it in the browser yet.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();

    panel({ machineId: 'changePin', stateIds: ['changePin.idle'] });
    expect(
      screen.getByText('The storyboard has no screens of this statechart: no model path walks it in the browser yet.'),
    ).toBeTruthy();
  });

  it('speaks Arabic', () => {
    activate('ar');
    panel({ selected: 'signIn.editingCredentials' });
    // the atlas's own catalog is not loaded here: the texts fall back, the language names follow the locale
    expect(screen.getByRole('img', { name: /العربية/ })).toBeTruthy();
    activate('en');
  });
});

describe('a click on a state in the diagram', () => {
  it('chooses that state (not the root, not a chart link), and outlines the chosen one', async () => {
    activate('en');
    const entry = machineRegistry.find((e) => e.id === 'signIn')!;
    const graph = machineGraph(entry.machine);
    const laid = await layoutChart(graph, new ELK());
    const layout: TimedLayout = { ...laid, graph, layoutMs: 1, laidOutAt: performance.now() };
    const onStateClick = vi.fn();
    const { container } = renderUi(
      <DiagramView
        layout={layout}
        title="Sign-in"
        highlight={{}}
        coverage={null}
        links={null}
        selected="signIn.twoFactor"
        onStateClick={onStateClick}
      />,
    );
    const state = (id: string) => container.querySelector(`[data-state="${id}"]`)!;
    fireEvent.pointerDown(state('signIn.editingCredentials'), { clientX: 10, clientY: 10 });
    fireEvent.click(state('signIn.editingCredentials').querySelector('rect')!, { clientX: 11, clientY: 10 });
    expect(onStateClick).toHaveBeenCalledWith('signIn.editingCredentials');
    // a press that moved is a pan
    fireEvent.pointerDown(state('signIn.signedIn'), { clientX: 10, clientY: 10 });
    fireEvent.click(state('signIn.signedIn'), { clientX: 60, clientY: 10 });
    expect(onStateClick).toHaveBeenCalledTimes(1);
    expect(state('signIn.twoFactor').getAttribute('class')).toMatch(/\bselected\b/);
    expect(state('signIn.signedIn').getAttribute('class')).not.toMatch(/\bselected\b/);
    expect(container.querySelector('svg[data-machine]')!.getAttribute('class')).toBe('atlas-chart clickable');
  });
});
