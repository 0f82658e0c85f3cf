import { memo, type MouseEvent } from 'react';
import { CHAR_WIDTH, FONT_SIZE, LINE_HEIGHT, type ChartLayout, type LaidEdge, type LaidNode } from './layout';

/**
 * A laid-out statechart as one self-contained SVG: its colours travel inside it (a <style>
 * for the light or dark scheme), so the drawing on screen is also the file that is exported.
 * Identifiers are Latin and read left to right in every locale, so the text keeps `ltr` even
 * inside a right-to-left page. Highlights are classes: the active states and the last
 * transition taken (live or while a path plays), and the states and transitions the path
 * tests never reached (coverage). On screen, an invoked statechart that has a chart of its own is
 * a link to that chart.
 */

export type ChartScheme = 'light' | 'dark';

export interface ChartHighlight {
  /** active state ids */
  states?: ReadonlySet<string>;
  /** transition keys just taken */
  transitions?: ReadonlySet<string>;
}

/**
 * Links from the states that invoke a registry chart to that chart. Each invocation is one line of
 * its state, first among the state's lines, in the state's order (layout.ts `nodeLines`).
 */
export interface ChartLinks {
  /** per state id, the chart each of its invocations opens, in the state's order (null: none) */
  invokes: ReadonlyMap<string, ReadonlyArray<string | null>>;
  href: (chart: string) => string;
  /** the link's accessible name: it starts with the invocation's name drawn on the link */
  label: (chart: string, name: string) => string;
  /** a plain click opens the chart in place (a modified one is left to the browser) */
  open: (chart: string) => void;
}

export interface ChartCoverageMarks {
  missingStates: ReadonlySet<string>;
  missingTransitions: ReadonlySet<string>;
}

interface Palette {
  background: string;
  fill: string;
  stroke: string;
  text: string;
  muted: string;
  edge: string;
  labelBackground: string;
  activeFill: string;
  active: string;
  missing: string;
  missingFill: string;
  region: string;
  link: string;
  selected: string;
}

export const chartPalettes: Record<ChartScheme, Palette> = {
  light: {
    background: '#ffffff',
    fill: '#f8f9fa',
    stroke: '#495057',
    text: '#212529',
    muted: '#495057',
    edge: '#5c6670',
    labelBackground: '#ffffff',
    activeFill: '#d0ebff',
    active: '#1864ab',
    missing: '#c92a2a',
    missingFill: '#fff5f5',
    region: '#868e96',
    link: '#1864ab',
    selected: '#c2410c',
  },
  dark: {
    background: '#1f1f1f',
    fill: '#2e2e2e',
    stroke: '#adb5bd',
    text: '#f1f3f5',
    muted: '#c9c9c9',
    edge: '#a6a7ab',
    labelBackground: '#1f1f1f',
    activeFill: '#123a5c',
    active: '#74c0fc',
    missing: '#ff8787',
    missingFill: '#3d2323',
    region: '#8c8c8c',
    link: '#74c0fc',
    selected: '#ffa94d',
  },
};

/** The drawing's own class: every rule is scoped to it, so an inline chart styles nothing else on the page. */
const ROOT = 'atlas-chart';

function chartStyle(p: Palette): string {
  const rules: Array<[string, string]> = [
    [
      '',
      `background:${p.background};font-family:"DejaVu Sans Mono",Menlo,Consolas,ui-monospace,monospace;font-size:${FONT_SIZE}px;direction:ltr`,
    ],
    [' text', `fill:${p.text};white-space:pre`],
    [' .state>rect', `fill:${p.fill};stroke:${p.stroke};stroke-width:1.2`],
    [' .state.compound>rect, .state.parallel>rect', 'fill:none'],
    [' .state.region>rect', `stroke:${p.region};stroke-dasharray:6 4`],
    [' .state .title', 'font-weight:700'],
    [' .state .line', `fill:${p.muted}`],
    [' .state .inner', 'fill:none'],
    [' .initial', `fill:${p.stroke}`],
    [' .history>circle', `fill:${p.fill};stroke:${p.stroke}`],
    [' .transition>path', `fill:none;stroke:${p.edge};stroke-width:1.2`],
    [' .transition .label-bg', `fill:${p.labelBackground};opacity:.92`],
    [' .transition text', `fill:${p.muted}`],
    [' .arrow', `fill:${p.edge}`],
    [' .arrow.active', `fill:${p.active}`],
    [' .arrow.missing', `fill:${p.missing}`],
    [
      ' .state.missing>rect, .history.missing>circle',
      `stroke:${p.missing};stroke-width:2;stroke-dasharray:5 3;fill:${p.missingFill}`,
    ],
    [' .transition.missing>path', `stroke:${p.missing};stroke-width:2;stroke-dasharray:5 3`],
    [' .transition.missing text', `fill:${p.missing}`],
    [' .state.active>rect, .history.active>circle', `stroke:${p.active};stroke-width:3`],
    [' .state.active.atomic>rect, .state.active.final>rect', `fill:${p.activeFill}`],
    [' .transition.active>path', `stroke:${p.active};stroke-width:3`],
    [' .transition.active text', `fill:${p.active};font-weight:700`],
    [' .chart-link, .chart-link tspan', `fill:${p.link};text-decoration:underline;cursor:pointer`],
    [' .chart-link:focus-visible', `outline:2px solid ${p.link};outline-offset:2px`],
    // issue 22: the state whose screens the storyboard shows, and states that can be clicked for them
    [' .state.selected>rect, .history.selected>circle', `stroke:${p.selected};stroke-width:4;stroke-dasharray:none`],
    ['&.clickable .state:not(.compound):not(.parallel), &.clickable .history', 'cursor:pointer'],
  ];
  // each selector of a list gets the root in front (`&`: the root itself, with another class)
  return rules
    .map(
      ([selectors, body]) =>
        `${selectors
          .split(',')
          .map((sel) =>
            sel.trim().startsWith('&')
              ? `.${ROOT}${sel.trim().slice(1)}`
              : sel.trim()
                ? `.${ROOT} ${sel.trim()}`
                : `.${ROOT}`,
          )
          .join(',')}{${body}}`,
    )
    .join('\n');
}

const arrowId = (kind: string) => `atlas-arrow-${kind}`;

const d = (points: LaidEdge['points']) => points.map((p, i) => `${i ? 'L' : 'M'}${r(p.x)} ${r(p.y)}`).join(' ');
const r = (n: number) => Math.round(n * 10) / 10;

/** A plain click (not one asking for a new tab or window). */
export const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** A line of a state; an invocation of a chart with its own chart links the chart's name to it. */
function Line({ line, chart, links }: { line: string; chart: string | null; links: ChartLinks | null | undefined }) {
  if (!chart || !links || !line.startsWith('invoke ')) return line;
  const name = line.slice('invoke '.length);
  return (
    <>
      {'invoke '}
      {/* panzoom-exclude: a press here is a click, not the start of a pan */}
      <a
        className="chart-link panzoom-exclude"
        href={links.href(chart)}
        aria-label={links.label(chart, name)}
        data-chart={chart}
        onClick={(e) => {
          if (!isPlainClick(e)) return;
          e.preventDefault();
          links.open(chart);
        }}
      >
        <tspan>{name}</tspan>
      </a>
    </>
  );
}

function StateNode({ node, className, links }: { node: LaidNode; className: string; links?: ChartLinks | null }) {
  if (node.kind === 'initial')
    return (
      <circle className="initial" cx={r(node.x + node.width / 2)} cy={r(node.y + node.height / 2)} r={node.width / 2} />
    );
  if (node.kind === 'history')
    return (
      <g className={className} data-state={node.id}>
        <title>{node.id}</title>
        <circle cx={r(node.x + node.width / 2)} cy={r(node.y + node.height / 2)} r={node.width / 2} />
        <text x={r(node.x + node.width / 2)} y={r(node.y + node.height / 2 + FONT_SIZE / 3)} textAnchor="middle">
          {node.title}
        </text>
      </g>
    );
  const leaf = node.kind === 'atomic' || node.kind === 'final';
  const pad = 10;
  return (
    <g className={className} data-state={node.id}>
      <title>{[node.id, ...node.lines].join('\n')}</title>
      <rect x={r(node.x)} y={r(node.y)} width={r(node.width)} height={r(node.height)} rx={leaf ? 8 : 12} />
      {node.kind === 'final' ? (
        <rect
          className="inner"
          x={r(node.x + 3)}
          y={r(node.y + 3)}
          width={r(node.width - 6)}
          height={r(node.height - 6)}
          rx={6}
        />
      ) : null}
      <text className="title" x={r(node.x + pad)} y={r(node.y + 17)}>
        {node.title}
        {node.kind === 'parallel' ? <tspan className="line"> ∥</tspan> : null}
      </text>
      {node.lines.map((line, i) => (
        <text key={i} className="line" x={r(node.x + pad)} y={r(node.y + 17 + (i + 1) * LINE_HEIGHT)}>
          <Line line={line} chart={links?.invokes.get(node.id)?.[i] ?? null} links={links} />
        </text>
      ))}
    </g>
  );
}

function Transition({ edge, className, arrow }: { edge: LaidEdge; className: string; arrow: string }) {
  if (edge.points.length < 2) return null;
  return (
    <g className={className} data-transition={edge.edgeKey ?? undefined}>
      {edge.edgeKey ? <title>{edge.edgeKey}</title> : null}
      <path d={d(edge.points)} markerEnd={`url(#${arrowId(arrow)})`} />
      {edge.label ? (
        <>
          <rect
            className="label-bg"
            x={r(edge.label.x)}
            y={r(edge.label.y)}
            width={r(edge.label.width)}
            height={r(edge.label.height)}
            rx={3}
          />
          {edge.label.lines.map((line, i) => (
            <text key={i} x={r(edge.label!.x + 4)} y={r(edge.label!.y + 2 + FONT_SIZE + i * LINE_HEIGHT)}>
              {line}
            </text>
          ))}
        </>
      ) : null}
    </g>
  );
}

export interface ChartSvgProps {
  layout: ChartLayout;
  scheme: ChartScheme;
  /** the accessible name of the drawing */
  title: string;
  highlight?: ChartHighlight;
  coverage?: ChartCoverageMarks | null;
  /** on screen: the invoked charts as links (an exported drawing has none) */
  links?: ChartLinks | null;
  /** on screen: the state the storyboard shows (issue 22) */
  selected?: string | null;
  /** on screen: a click on a state chooses it (the pointer says so) */
  clickable?: boolean;
}

/** The statechart drawing. Pure: the same props give the same markup (export and tests rely on it). */
export const ChartSvg = memo(function ChartSvg({
  layout,
  scheme,
  title,
  highlight,
  coverage,
  links,
  selected,
  clickable,
}: ChartSvgProps) {
  const stateClass = (node: LaidNode) => {
    const classes = node.kind === 'history' ? ['history'] : ['state', node.kind];
    if (node.region) classes.push('region');
    if (highlight?.states?.has(node.id)) classes.push('active');
    if (coverage?.missingStates.has(node.id)) classes.push('missing');
    if (selected === node.id) classes.push('selected');
    return classes.join(' ');
  };
  const edgeState = (edge: LaidEdge) => {
    if (edge.edgeKey && highlight?.transitions?.has(edge.edgeKey)) return 'active';
    if (edge.edgeKey && coverage?.missingTransitions.has(edge.edgeKey)) return 'missing';
    return 'plain';
  };
  const width = Math.ceil(layout.width);
  const height = Math.ceil(layout.height);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={clickable ? `${ROOT} clickable` : ROOT}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      // a drawing with links is not one image: its links must stay reachable (an img's content is not)
      role={links ? 'group' : 'img'}
      aria-label={title}
      data-machine={layout.machineId}
      direction="ltr"
    >
      <style>{chartStyle(chartPalettes[scheme])}</style>
      <defs>
        {['plain', 'active', 'missing'].map((kind) => (
          <marker
            key={kind}
            id={arrowId(kind)}
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            markerWidth={8}
            markerHeight={8}
            orient="auto-start-reverse"
          >
            <path className={kind === 'plain' ? 'arrow' : `arrow ${kind}`} d="M0 1 L10 5 L0 9 z" />
          </marker>
        ))}
      </defs>
      <g className="states">
        {layout.nodes.map((node) => (
          <StateNode key={node.id} node={node} className={stateClass(node)} links={links} />
        ))}
      </g>
      <g className="transitions">
        {layout.edges.map((edge) => {
          const kind = edgeState(edge);
          return (
            <Transition
              key={edge.id}
              edge={edge}
              arrow={kind}
              className={kind === 'plain' ? 'transition' : `transition ${kind}`}
            />
          );
        })}
      </g>
    </svg>
  );
});

/** Width in characters that fits a drawn label (used by tests to check text stays inside its box). */
export const charsThatFit = (width: number) => Math.floor(width / CHAR_WIDTH);
