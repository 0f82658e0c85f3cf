import { ActionIcon, Group, Tooltip, useComputedColorScheme } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import Panzoom, { type PanzoomObject } from '@panzoom/panzoom';
import { IconArrowsMaximize, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ChartSvg, type ChartCoverageMarks, type ChartHighlight, type ChartLinks } from '../../atlas/ChartSvg';
import type { TimedLayout } from './atlas.logic';
import classes from './atlas.module.css';

const PAN_STEP = 60;
const MIN_HEIGHT = 320;
/** below this the chart's text cannot be read: the first view does not shrink it further */
const READABLE_SCALE = 0.5;
/** a press that moved further than this (px) panned the chart: it chooses no state */
const CLICK_SLOP = 5;

/**
 * The drawn chart in a pan-and-zoom viewport: drag or arrow keys pan, the wheel or +/- zoom,
 * 0 (or the button) fits the chart. The drawing's time is measured once per layout (and
 * shown to the benchmark as a performance measure and a data attribute).
 */
export function DiagramView({
  layout,
  title,
  highlight,
  coverage,
  links,
  selected = null,
  onStateClick,
}: {
  layout: TimedLayout;
  title: string;
  highlight: ChartHighlight;
  coverage: ChartCoverageMarks | null;
  /** the charts its states invoke, as links */
  links: ChartLinks | null;
  /** the state the storyboard shows, outlined */
  selected?: string | null;
  /** a click (not a pan) on a state: the storyboard shows its screens (issue 22) */
  onStateClick?: (stateId: string) => void;
}) {
  const { t } = useLingui();
  const scheme = useComputedColorScheme('light');
  const viewport = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const panzoom = useRef<PanzoomObject | null>(null);
  const [drawMs, setDrawMs] = useState<number | null>(null);
  const drawnLayout = useRef<TimedLayout | null>(null);

  /**
   * The whole chart in view; with `readable`, never smaller than READABLE_SCALE: a chart too wide
   * for the screen (a phone) then opens at its start (the root's initial state), to be panned.
   */
  const fit = useCallback(
    (readable = false) => {
      const pz = panzoom.current;
      const box = viewport.current;
      if (!pz || !box) return;
      // the viewport is as tall as the chart drawn to its width (within bounds), then the chart fits it
      const widthScale = Math.min(1, (box.clientWidth - 16) / layout.width);
      const shown = readable ? Math.max(widthScale, READABLE_SCALE) : widthScale;
      const tallest = Math.max(MIN_HEIGHT, window.innerHeight * 0.7);
      box.style.height = `${Math.round(Math.min(tallest, Math.max(MIN_HEIGHT, layout.height * shown + 16)))}px`;
      const whole = Math.min(widthScale, (box.clientHeight - 16) / layout.height);
      const scale = readable ? Math.max(whole, READABLE_SCALE) : whole;
      pz.zoom(scale, { animate: false, force: true });
      // panzoom pans in unscaled pixels: centre the chart, or its start when it does not fit
      const start = layout.nodes.find((n) => n.id === `${layout.machineId}#initial`);
      const centreX =
        scale === whole || !start
          ? (box.clientWidth / scale - layout.width) / 2
          : box.clientWidth / scale / 2 - start.x;
      const centreY = scale === whole ? (box.clientHeight / scale - layout.height) / 2 : 8 / scale;
      pz.pan(centreX, centreY, { animate: false, force: true });
    },
    [layout],
  );

  // before the layout effect below, which fits the first drawing
  useLayoutEffect(() => {
    const element = canvas.current;
    const box = viewport.current;
    if (!element || !box) return;
    const pz = Panzoom(element, { maxScale: 4, minScale: 0.05, origin: '0 0', canvas: true, cursor: 'grab' });
    panzoom.current = pz;
    box.addEventListener('wheel', pz.zoomWithWheel, { passive: false });
    return () => {
      box.removeEventListener('wheel', pz.zoomWithWheel);
      pz.destroy();
      panzoom.current = null;
    };
  }, []);

  useLayoutEffect(() => {
    if (drawnLayout.current === layout) return;
    drawnLayout.current = layout;
    // from the layout's arrival to its SVG in the document
    const ms = performance.now() - layout.laidOutAt;
    setDrawMs(ms);
    performance.measure(`atlas:draw:${layout.machineId}`, { start: layout.laidOutAt, duration: ms });
    // after panzoom's own first pan (a timeout it sets when created), or the chart would not stay centred
    const timer = setTimeout(() => fit(true));
    return () => clearTimeout(timer);
  }, [layout, fit]);

  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    // a link to another chart is its own click; the root's area is no state
    if (!onStateClick || target.closest('a')) return;
    const id = target.closest('[data-state]')?.getAttribute('data-state');
    const from = pressedAt.current;
    if (!id || id === layout.machineId) return;
    if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > CLICK_SLOP) return;
    onStateClick(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const pz = panzoom.current;
    if (!pz) return;
    const { x, y } = pz.getPan();
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const move = moves[event.key];
    if (move) pz.pan(x + move[0] / pz.getScale(), y + move[1] / pz.getScale());
    else if (event.key === '+' || event.key === '=') pz.zoomIn();
    else if (event.key === '-') pz.zoomOut();
    else if (event.key === '0') fit(false);
    else return;
    event.preventDefault();
  };

  return (
    <div className={classes.diagram}>
      <Group gap={4} className={classes.zoomTools}>
        <Tooltip label={t`Zoom in`}>
          <ActionIcon variant="default" aria-label={t`Zoom in`} onClick={() => panzoom.current?.zoomIn()}>
            <IconZoomIn size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t`Zoom out`}>
          <ActionIcon variant="default" aria-label={t`Zoom out`} onClick={() => panzoom.current?.zoomOut()}>
            <IconZoomOut size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t`Fit to view`}>
          <ActionIcon variant="default" aria-label={t`Fit to view`} onClick={() => fit(false)}>
            <IconArrowsMaximize size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <div
        ref={viewport}
        className={classes.viewport}
        dir="ltr"
        tabIndex={0}
        role="group"
        aria-label={t`Diagram of ${title}. Arrow keys pan, plus and minus zoom, 0 fits.`}
        onKeyDown={onKeyDown}
        data-layout-ms={layout.layoutMs.toFixed(1)}
        data-draw-ms={drawMs === null ? undefined : drawMs.toFixed(1)}
      >
        {/* a pointer's alternative: the storyboard's list of states (keyboard) */}
        <div
          ref={canvas}
          className={classes.canvas}
          onPointerDownCapture={(e) => (pressedAt.current = { x: e.clientX, y: e.clientY })}
          onClick={onClick}
        >
          <ChartSvg
            layout={layout}
            scheme={scheme}
            title={title}
            highlight={highlight}
            coverage={coverage}
            links={links}
            selected={selected}
            clickable={onStateClick !== undefined}
          />
        </div>
      </div>
    </div>
  );
}
