import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import type { Position } from '../../../machines/agentLocator.machine';
import classes from './AgentMap.module.css';

export interface MapAgent {
  id: string;
  name: string;
  address: string;
  /** already formatted ("1.2 km away"); null without a position */
  detail: string | null;
  lat: number;
  lng: number;
}

export interface AgentMapProps {
  agents: readonly MapAgent[];
  selectedId: string | null;
  /** the device, when its position was granted */
  position: Position | null;
  tileUrl: string;
  attribution: string;
  maxZoom: number;
  onSelect: (id: string) => void;
  onTilesLoaded: () => void;
  onTilesFailed: () => void;
}

/** the closest the map zooms when it frames the agents (a single agent would otherwise fill it) */
const FRAME_MAX_ZOOM = 15;

const pin = (selected: boolean) =>
  L.divIcon({
    className: selected ? `${classes.marker} ${classes.selected}` : classes.marker,
    html: '<svg viewBox="0 0 24 32" width="24" height="32" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
    iconSize: [24, 32],
    iconAnchor: [12, 32],
    popupAnchor: [0, -30],
  });

/** The popup's content, built as text nodes: agents' names and addresses are never parsed as HTML. */
function popupContent(agent: MapAgent): HTMLElement {
  const box = document.createElement('div');
  box.className = classes.popup ?? '';
  for (const [text, className] of [
    [agent.name, classes.popupName],
    [agent.address, undefined],
    [agent.detail, classes.popupDetail],
  ] as const) {
    if (text === null) continue;
    const line = document.createElement('div');
    line.dir = 'auto';
    if (className) line.className = className;
    line.textContent = text;
    box.append(line);
  }
  return box;
}

/**
 * Leaflet's map of the agents (requirements#agent-locator), loaded only with the map: a marker per
 * listed agent, the device's position when known. A marker chosen selects its agent (the list
 * marks and shows it); an agent selected (in the list) opens its marker's popup, which pans the
 * map to it. The map is supplementary: it takes no keyboard focus of its own beyond the zoom
 * buttons, since the list offers everything it does. The flow's statechart hears whether tiles
 * arrive (requirements#agent-locator: none arriving → the map is unavailable).
 */
export default function AgentMap(props: AgentMapProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const [markers] = useState(() => new Map<string, L.Marker>());
  // the latest callbacks, read by Leaflet's handlers without rebuilding the map
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const closeLabel = t`Close`;

  // the map itself, once: its tiles, controls in the reader's language, tile news to the statechart
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // a user who asked for less motion gets no fades or animated zooms (a popup fading in is also
    // half-transparent text for its first 200 ms)
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const created = L.map(element, {
      zoomControl: false,
      attributionControl: false,
      keyboard: false,
      fadeAnimation: !still,
      zoomAnimation: !still,
      markerZoomAnimation: !still,
    });
    L.control.zoom({ zoomInTitle: t`Zoom in`, zoomOutTitle: t`Zoom out` }).addTo(created);
    L.control.attribution({ prefix: false }).addAttribution(escapeHtml(latest.current.attribution)).addTo(created);
    const tiles = L.tileLayer(latest.current.tileUrl, { maxZoom: latest.current.maxZoom });
    tiles.once('tileload', () => latest.current.onTilesLoaded());
    tiles.on('tileerror', () => latest.current.onTilesFailed());
    tiles.addTo(created);
    created.on('popupopen', (e) => {
      // Leaflet names its close button in English
      e.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', closeLabel);
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      markers.clear();
    };
    // the map is built once per mount; its texts follow the language of that mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // the markers follow the list, and the map frames them (and the device)
  const { agents, position } = props;
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const layer = L.layerGroup().addTo(current);
    markers.clear();
    for (const agent of agents) {
      const marker = L.marker([agent.lat, agent.lng], {
        icon: pin(false),
        title: agent.name,
        alt: agent.name,
        keyboard: false,
        riseOnHover: true,
      })
        .bindPopup(popupContent(agent))
        .on('click', () => latest.current.onSelect(agent.id))
        .addTo(layer);
      markers.set(agent.id, marker);
    }
    const points: L.LatLngExpression[] = agents.map((a) => [a.lat, a.lng]);
    if (position) {
      L.circleMarker([position.lat, position.lng], {
        radius: 7,
        className: classes.device,
        interactive: false,
      }).addTo(layer);
      points.push([position.lat, position.lng]);
    }
    if (points.length > 0) current.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: FRAME_MAX_ZOOM });
    return () => {
      layer.remove();
    };
  }, [agents, position, markers]);

  // the selected agent: its marker stands out and opens its popup (Leaflet pans the map to it)
  const { selectedId } = props;
  useEffect(() => {
    for (const [id, marker] of markers)
      marker.setIcon(pin(id === selectedId)).setZIndexOffset(id === selectedId ? 1000 : 0);
    if (selectedId !== null) markers.get(selectedId)?.openPopup();
  }, [selectedId, agents, markers]);

  return <div ref={container} className={classes.map} data-testid="agent-map" />;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
