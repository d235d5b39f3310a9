import Box from '@mui/material/Box';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MARKER_ICON as ICON } from './leaflet-icon';
import { type LatLng, type OsmMapProps, roundDegrees } from './map-types';
import { useTileLayer } from './tile-layer';

const RUSSIA: LatLng = [58, 60];
const RUSSIA_ZOOM = 3;

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A map (the configured tiles, OpenStreetMap's by default) with markers whose popups are React content (rendered through portals, so links,
 * the theme and stores work inside them). Markers are buttons in the tab order: Enter opens the popup and
 * moves the focus into it, Escape closes it and returns the focus to the marker.
 * Loaded on demand only (see LazyOsmMap): Leaflet stays out of the pages' first download.
 */
export function OsmMap({ label, markers, center = null, zoom = 12, onPick, wheelZoom = true }: OsmMapProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const popups = useRef(new Map<string, HTMLDivElement>());
  const pick = useRef(onPick);
  pick.current = onPick;
  const picking = onPick !== undefined;
  const hintId = useId();
  /** the view was set from the markers or the centre, or the user picked a point: a picking map keeps it */
  const fitted = useRef(false);

  const popupHolder = (id: string) => {
    let element = popups.current.get(id);
    if (!element) {
      element = document.createElement('div');
      popups.current.set(id, element);
    }
    return element;
  };

  // the map itself, once
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first view only; later ones follow the markers
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const created = L.map(element, {
      center: center ?? RUSSIA,
      zoom: center ? zoom : RUSSIA_ZOOM,
      scrollWheelZoom: wheelZoom,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: 'Приблизить', zoomOutTitle: 'Отдалить' }).addTo(created);
    created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    created.on('click', (event: L.LeafletMouseEvent) => {
      fitted.current = true;
      const point = event.latlng.wrap();
      pick.current?.(roundDegrees(point.lat), roundDegrees(point.lng));
    });
    const resize =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => created.invalidateSize());
    resize?.observe(element);
    // Escape closes a popup also while the focus is inside it (Leaflet listens only with the map focused)
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') created.closePopup();
    };
    element.addEventListener('keydown', closeOnEscape);
    setMap(created);
    return () => {
      element.removeEventListener('keydown', closeOnEscape);
      resize?.disconnect();
      created.remove();
      setMap(null);
    };
  }, []);

  useTileLayer(map);

  const markersKey = markers.map((m) => `${m.id}:${m.latitude}:${m.longitude}:${m.label}`).join('|');
  const centerKey = center ? center.join(',') : '';

  // the markers, each a keyboard button with its popup
  // biome-ignore lint/correctness/useExhaustiveDependencies: markersKey stands for the markers
  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    for (const item of markers) {
      const marker = L.marker([item.latitude, item.longitude], {
        icon: ICON,
        alt: item.label,
        title: item.label,
        // a marker is a button only when it does something: opens its popup or is dragged
        interactive: Boolean(item.popup) || picking,
        keyboard: Boolean(item.popup),
        draggable: picking,
        autoPan: picking,
      });
      if (item.popup) {
        marker.bindPopup(popupHolder(item.id), {
          minWidth: 200,
          maxWidth: 240,
          // clear of the zoom buttons in the top left corner; fits a phone's 358 px wide map
          autoPanPaddingTopLeft: [50, 16],
          autoPanPaddingBottomRight: [16, 16],
        });
        marker.on('popupopen', () => {
          const close = marker.getPopup()?.getElement()?.querySelector('.leaflet-popup-close-button');
          close?.setAttribute('aria-label', 'Закрыть');
          close?.setAttribute('title', 'Закрыть');
          marker.getPopup()?.update();
          popupHolder(item.id).querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
        });
        marker.on('popupclose', () => {
          const icon = marker.getElement();
          const active = document.activeElement;
          if (icon && (active === document.body || popupHolder(item.id).contains(active))) {
            icon.focus({ preventScroll: true });
          }
        });
      }
      if (picking) {
        marker.on('dragend', () => {
          const point = marker.getLatLng().wrap();
          pick.current?.(roundDegrees(point.lat), roundDegrees(point.lng));
        });
      }
      marker.addTo(layer);
    }
    return () => {
      layer.remove();
    };
  }, [map, markersKey, picking]);

  // the view: all the markers, else the centre; a picking map keeps the user's view and only follows the point
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the markers and the centre
  useEffect(() => {
    if (!map) return;
    const points = markers.map((m) => L.latLng(m.latitude, m.longitude));
    if (picking && fitted.current) {
      if (points[0] && !map.getBounds().contains(points[0])) map.panTo(points[0]);
      return;
    }
    fitted.current = points.length > 0 || center !== null;
    if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 15 });
    else if (points.length === 1) map.setView(points[0], Math.max(zoom, 14));
    else if (center) map.setView(center, zoom);
    else map.setView(RUSSIA, RUSSIA_ZOOM);
  }, [map, markersKey, centerKey, picking]);

  return (
    <>
      <Box
        ref={holder}
        role="region"
        aria-label={label}
        aria-describedby={picking ? hintId : undefined}
        data-testid="osm-map"
        sx={{
          width: '100%',
          height: '100%',
          // the app's font in popups and the credit
          '&.leaflet-container': { fontFamily: 'inherit' },
          // room on the right for the close button; Leaflet's own margins off the popup's paragraphs
          '& .leaflet-popup-content': { m: 1.5, mr: 3.5, fontSize: '0.875rem', lineHeight: 1.45 },
          '& .leaflet-popup-content p': { m: 0 },
          // Leaflet paints its links blue
          '& .leaflet-popup-content a': { color: 'primary.dark' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          '& .leaflet-marker-icon:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark' },
          cursor: picking ? 'crosshair' : undefined,
          '& .leaflet-grab': picking ? { cursor: 'crosshair' } : undefined,
        }}
      />
      {picking && (
        <Box id={hintId} sx={{ display: 'none' }}>
          Нажмите на карту или перетащите метку, чтобы выбрать точку.
        </Box>
      )}
      {markers.map((item) => (item.popup ? createPortal(item.popup, popupHolder(item.id), item.id) : null))}
    </>
  );
}
