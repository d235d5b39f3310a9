import type { ReactNode } from 'react';

/** [latitude, longitude] in degrees. */
export type LatLng = [number, number];

export type MapMarker = {
  /** stable among the markers: keeps a marker's popup while the list changes */
  id: string;
  latitude: number;
  longitude: number;
  /** the marker's accessible name (its image's alt and title) */
  label: string;
  /** shown when the marker is clicked or pressed with Enter */
  popup?: ReactNode;
};

export type OsmMapProps = {
  /** the map region's accessible name */
  label: string;
  markers: readonly MapMarker[];
  /** where to look when there is no marker; without it, the whole of Russia */
  center?: LatLng | null;
  /** the zoom for `center` or a single marker */
  zoom?: number;
  /** a click on the map (or dragging the marker) picks a point; the view is then kept as the user set it */
  onPick?: (latitude: number, longitude: number) => void;
  /** zoom with the mouse wheel; off for small maps inside a scrolling page */
  wheelZoom?: boolean;
};

/** Decimal degrees to six places (about 10 cm), as the coordinates are typed and stored. */
export function roundDegrees(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
