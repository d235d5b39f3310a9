import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
// Leaflet first: its script sets the global `L` that leaflet-geoman's bundle (a script, not a module) extends
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { useEffect, useRef, useState } from 'react';
import type { DrawableMapProps, MapBounds, MapPoint, MapRing } from './drawable-map-types';
import { ringKey } from './geometry';
import { MARKER_ICON } from './leaflet-icon';
import { roundDegrees } from './map-types';
import { useTileLayer } from './tile-layer';

const RUSSIA: L.LatLngTuple = [58, 60];
const RUSSIA_ZOOM = 3;

/** leaflet-geoman's Russian hints, said plainly for an outline */
const RU_HINTS = {
  tooltips: {
    firstVertex: 'Нажмите, чтобы поставить первую вершину',
    continueLine: 'Нажмите, чтобы поставить следующую вершину',
    finishPoly: 'Нажмите на первую вершину, чтобы замкнуть контур',
  },
};

/** the pane of the shapes' names: above the outlines, below the marks (Leaflet's tooltips would cover them) */
const LABELS_PANE = 'sp-labels';

/** A mark's size in pixels by the zoom: graves a few metres apart overlap less when the map is further out. */
function dotSize(zoom: number): number {
  if (zoom >= 19) return 22;
  if (zoom >= 18) return 18;
  if (zoom >= 17) return 15;
  return 12;
}

/** the polygon-drawing tool's inner steps that its own toolbar calls («Завершить», «Отменить последнее») */
type PolygonDraw = { _finishShape: () => void; _removeLastVertex: () => void };

const toLatLngs = (ring: MapRing): L.LatLngTuple[] => ring.map(([lng, lat]) => [lat, lng]);

/** A drawn polygon's vertices as a ring of [lng, lat], to six decimals. */
function ringOf(layer: L.Polygon): MapRing {
  const rings = layer.getLatLngs() as L.LatLng[][];
  return (rings[0] ?? []).map((point) => {
    const wrapped = point.wrap();
    return [roundDegrees(wrapped.lng), roundDegrees(wrapped.lat)];
  });
}

function pointOf(latlng: L.LatLng): MapPoint {
  const wrapped = latlng.wrap();
  return { lng: roundDegrees(wrapped.lng), lat: roundDegrees(wrapped.lat) };
}

function boundsOf(map: L.Map): MapBounds {
  const view = map.getBounds();
  return { west: view.getWest(), south: view.getSouth(), east: view.getEast(), north: view.getNorth() };
}

/** A round mark as an element (its text set as text, never as HTML). */
function dotElement(className: string, color: string, text: string, fontSize?: number): HTMLElement {
  const element = document.createElement('span');
  element.className = className;
  element.style.background = color;
  if (fontSize) element.style.fontSize = `${fontSize}px`;
  element.textContent = text;
  return element;
}

/**
 * A map for drawing (the configured tiles, OpenStreetMap's by default): reference outlines (a cemetery's, its areas'), round marks with their
 * clusters, and ONE outline the user draws or edits (leaflet-geoman) or ONE point the user places. The outline is
 * reported as a ring of [lng, lat]; the point as {lng, lat}. Loaded on demand only (LazyDrawableMap): Leaflet and
 * leaflet-geoman stay out of every other page's download.
 */
export function DrawableMap({
  label,
  shapes = [],
  dots = [],
  clusters = [],
  edit = null,
  ring = null,
  onRing,
  point = null,
  pointLabel = 'Отмеченная точка',
  onPoint,
  center = null,
  zoom = 15,
  fitKey,
  onBounds,
  wheelZoom = true,
}: DrawableMapProps) {
  const theme = useTheme();
  const primary = theme.palette.primary.main;
  const holder = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const latest = useRef({ onRing, onPoint, onBounds, edit, dots });
  latest.current = { onRing, onPoint, onBounds, edit, dots };
  /** the vertices placed so far while a new outline is drawn */
  const [vertices, setVertices] = useState(0);
  const [zoomLevel, setZoomLevel] = useState(RUSSIA_ZOOM);

  // the map itself, once
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first options only
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const created = L.map(element, {
      center: RUSSIA,
      zoom: RUSSIA_ZOOM,
      scrollWheelZoom: wheelZoom,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: 'Приблизить', zoomOutTitle: 'Отдалить' }).addTo(created);
    created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    created.pm.setLang('ru', RU_HINTS as never, 'en');
    const labels = created.createPane(LABELS_PANE);
    labels.style.zIndex = '450';
    labels.style.pointerEvents = 'none';
    created.on('click', (event: L.LeafletMouseEvent) => {
      if (latest.current.edit === 'point') latest.current.onPoint?.(pointOf(event.latlng));
    });
    created.on('moveend', () => latest.current.onBounds?.(boundsOf(created), created.getZoom()));
    created.on('zoomend', () => setZoomLevel(created.getZoom()));
    const resize =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => created.invalidateSize());
    resize?.observe(element);
    setMap(created);
    return () => {
      resize?.disconnect();
      created.remove();
      setMap(null);
    };
  }, []);

  useTileLayer(map);

  const shapesKey = shapes
    .map((shape) => `${shape.id}:${shape.color}:${shape.dashed}:${shape.label}:${ringKey(shape.ring)}`)
    .join('|');
  const currentRingKey = ringKey(ring);
  const pointKey = point ? `${point.lng},${point.lat}` : '';

  // the view: the shapes, the outline and the point; else the centre; else Russia
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitKey says when to look again
  useEffect(() => {
    if (!map) return;
    const points: L.LatLngTuple[] = [
      ...shapes.flatMap((shape) => toLatLngs(shape.ring)),
      ...(ring ? toLatLngs(ring) : []),
      ...(point ? [[point.lat, point.lng] as L.LatLngTuple] : []),
    ];
    const box = L.latLngBounds(points);
    if (points.length > 1 && box.getNorthEast().distanceTo(box.getSouthWest()) > 1)
      map.fitBounds(box, { padding: [24, 24], maxZoom: 18 });
    else if (points.length > 0) map.setView(points[0], Math.max(zoom, 17));
    else if (center) map.setView([center.lat, center.lng], zoom);
    else map.setView(RUSSIA, RUSSIA_ZOOM);
    latest.current.onBounds?.(boundsOf(map), map.getZoom());
  }, [map, fitKey]);

  // the reference outlines (new vertices snap to them), with their names written inside when asked
  // biome-ignore lint/correctness/useExhaustiveDependencies: shapesKey stands for the shapes
  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    for (const shape of shapes) {
      const polygon = L.polygon(toLatLngs(shape.ring), {
        color: shape.color ?? primary,
        weight: 2,
        fillOpacity: 0.06,
        dashArray: shape.dashed ? '6 6' : undefined,
        interactive: false,
      });
      if (shape.showLabel)
        polygon.bindTooltip(shape.label, {
          permanent: true,
          direction: 'center',
          className: 'sp-shape-label',
          interactive: false,
          pane: LABELS_PANE,
        });
      polygon.addTo(layer);
    }
    return () => {
      layer.remove();
    };
  }, [map, shapesKey, primary]);

  const dotsKey = dots
    .map(
      (dot) =>
        `${dot.id}:${dot.point.lng},${dot.point.lat}:${dot.color}:${dot.dashed}:${dot.mark}:${dot.label}:${dot.selected}:${Boolean(dot.onSelect)}`,
    )
    .join('|');

  // the round marks, each a keyboard button when it can be chosen
  // biome-ignore lint/correctness/useExhaustiveDependencies: dotsKey stands for the marks
  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    for (const dot of dots) {
      const size = dotSize(zoomLevel) + (dot.selected ? 6 : 0);
      const className = `sp-dot${dot.dashed ? ' sp-dot-dashed' : ''}${dot.selected ? ' sp-dot-selected' : ''}`;
      const marker = L.marker([dot.point.lat, dot.point.lng], {
        icon: L.divIcon({
          html: dotElement(className, dot.color, dot.mark ?? '', Math.max(8, Math.round(size * 0.6))),
          className: 'sp-dot-icon',
          iconSize: [size, size],
          iconAnchor: [size / 2, size / 2],
        }),
        title: dot.label,
        interactive: Boolean(dot.onSelect),
        keyboard: Boolean(dot.onSelect),
        riseOnHover: true,
        zIndexOffset: dot.selected ? 1000 : 0,
        pmIgnore: true,
        snapIgnore: true,
      });
      marker.on('click', () => latest.current.dots.find((each) => each.id === dot.id)?.onSelect?.());
      marker.on('add', () => {
        const icon = marker.getElement();
        icon?.setAttribute('aria-label', dot.label);
        if (dot.onSelect) icon?.setAttribute('role', 'button');
      });
      marker.addTo(layer);
    }
    return () => {
      layer.remove();
    };
  }, [map, dotsKey, zoomLevel]);

  const clustersKey = clusters.map((item) => `${item.id}:${item.count}:${item.label}`).join('|');

  // the clusters: a circle with its count; a click (or Enter) zooms in to it
  // biome-ignore lint/correctness/useExhaustiveDependencies: clustersKey stands for the clusters
  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    for (const item of clusters) {
      const size = 30 + Math.min(4, String(item.count).length) * 6;
      const marker = L.marker([item.point.lat, item.point.lng], {
        icon: L.divIcon({
          html: dotElement('sp-cluster', 'rgba(31, 42, 28, 0.78)', String(item.count)),
          className: 'sp-dot-icon',
          iconSize: [size, size],
          iconAnchor: [size / 2, size / 2],
        }),
        title: item.label,
        keyboard: true,
        pmIgnore: true,
        snapIgnore: true,
      });
      marker.on('click', () =>
        map.setView([item.point.lat, item.point.lng], Math.min(map.getZoom() + 2, 19)),
      );
      marker.on('add', () => {
        marker.getElement()?.setAttribute('aria-label', item.label);
        marker.getElement()?.setAttribute('role', 'button');
      });
      marker.addTo(layer);
    }
    return () => {
      layer.remove();
    };
  }, [map, clustersKey]);

  // the point: a marker, dragged or set anew by a click while it is edited
  // biome-ignore lint/correctness/useExhaustiveDependencies: pointKey stands for the point
  useEffect(() => {
    if (!map || !point) return;
    const movable = edit === 'point';
    const marker = L.marker([point.lat, point.lng], {
      icon: MARKER_ICON,
      title: pointLabel,
      alt: pointLabel,
      draggable: movable,
      keyboard: false,
      autoPan: movable,
      zIndexOffset: 2000,
      pmIgnore: true,
      snapIgnore: true,
    });
    if (movable) marker.on('dragend', () => latest.current.onPoint?.(pointOf(marker.getLatLng())));
    marker.addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, pointKey, edit, pointLabel]);

  // the outline: shown, its vertices moved while edited, or drawn anew when there is none
  // biome-ignore lint/correctness/useExhaustiveDependencies: currentRingKey stands for the ring
  useEffect(() => {
    if (!map) return;
    const editing = edit === 'outline';
    const style: L.PathOptions = { color: primary, weight: 3, fillOpacity: 0.14 };
    if (ring) {
      const polygon = L.polygon(toLatLngs(ring), { ...style, interactive: editing, pmIgnore: !editing });
      polygon.addTo(map);
      if (editing) {
        polygon.pm.enable({ allowSelfIntersection: false, draggable: false, snappable: true });
        polygon.on('pm:edit', () => latest.current.onRing?.(ringOf(polygon)));
      }
      return () => {
        if (editing) polygon.pm.disable();
        polygon.remove();
      };
    }
    if (!editing) return;
    let disposed = false;
    let done = false;
    const draw = () =>
      map.pm.enableDraw('Polygon', {
        allowSelfIntersection: false,
        snappable: true,
        tooltips: true,
        pathOptions: style,
        templineStyle: { color: primary },
        hintlineStyle: { color: primary, dashArray: '5 5' },
      });
    const onStart: L.PM.DrawStartEventHandler = (event) => {
      setVertices(0);
      (event.workingLayer as L.Polyline).on('pm:change', (change) =>
        setVertices(Array.isArray(change.latlngs) ? change.latlngs.length : 0),
      );
    };
    const onCreate: L.PM.CreateEventHandler = (event) => {
      done = true;
      const drawn = event.layer as L.Polygon;
      const next = ringOf(drawn);
      drawn.remove();
      latest.current.onRing?.(next);
    };
    // every vertex taken back ends the drawing: start again while the outline is still wanted
    const onEnd = () => {
      setVertices(0);
      if (!disposed && !done) setTimeout(() => !disposed && !done && draw(), 0);
    };
    map.on('pm:drawstart', onStart);
    map.on('pm:create', onCreate);
    map.on('pm:drawend', onEnd);
    draw();
    return () => {
      disposed = true;
      map.off('pm:drawstart', onStart);
      map.off('pm:create', onCreate);
      map.off('pm:drawend', onEnd);
      map.pm.disableDraw();
      setVertices(0);
    };
  }, [map, edit, currentRingKey, primary]);

  const polygonDraw = () => (map?.pm.Draw as unknown as { Polygon: PolygonDraw } | undefined)?.Polygon;
  const drawing = edit === 'outline' && !ring;

  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        ref={holder}
        role="region"
        aria-label={label}
        data-testid="drawable-map"
        sx={{
          flex: 1,
          minHeight: 0,
          width: '100%',
          '&.leaflet-container': { fontFamily: 'inherit' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          cursor: edit ? 'crosshair' : undefined,
          '& .leaflet-grab': edit ? { cursor: 'crosshair' } : undefined,
          '& .sp-dot-icon': { background: 'none', border: 0 },
          '& .sp-dot, & .sp-cluster': {
            display: 'grid',
            placeItems: 'center',
            width: '100%',
            height: '100%',
            boxSizing: 'border-box',
            borderRadius: '50%',
            color: '#fff',
            fontWeight: 700,
            lineHeight: 1,
            boxShadow: '0 1px 3px rgba(0, 0, 0, 0.45)',
          },
          '& .sp-dot': { border: '2px solid #fff' },
          '& .sp-dot-dashed': { border: '2px dashed #1f2a1c' },
          '& .sp-dot-selected': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 1 },
          '& .sp-cluster': { border: '3px solid rgba(255, 255, 255, 0.85)', fontSize: 13 },
          '& .leaflet-marker-icon:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark' },
          '& .sp-shape-label': {
            bgcolor: 'rgba(255, 255, 255, 0.85)',
            border: 0,
            boxShadow: 'none',
            px: 0.5,
            py: 0,
            fontSize: 12,
            color: 'text.primary',
          },
          '& .sp-shape-label::before': { display: 'none' },
        }}
      />
      {edit && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 220px' }}>
            {edit === 'point'
              ? 'Нажмите на карту или перетащите метку, чтобы отметить точку.'
              : drawing
                ? 'Нажимайте на карту, чтобы ставить вершины; нажмите на первую вершину или «Готово», чтобы замкнуть контур.'
                : 'Перетаскивайте вершины; потяните за середину стороны, чтобы добавить вершину; правый щелчок по вершине её убирает.'}
          </Typography>
          {drawing && (
            <>
              <Button size="small" disabled={vertices < 1} onClick={() => polygonDraw()?._removeLastVertex()}>
                Убрать последнюю точку
              </Button>
              <Button
                size="small"
                variant="contained"
                disabled={vertices < 3}
                onClick={() => polygonDraw()?._finishShape()}
              >
                Готово
              </Button>
            </>
          )}
          {edit === 'outline' && ring && (
            <Button size="small" color="inherit" onClick={() => onRing?.(null)}>
              Очистить контур
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
