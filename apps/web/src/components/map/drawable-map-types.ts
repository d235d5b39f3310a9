/** A point in degrees (WGS 84), as the API carries it. */
export type MapPoint = { lng: number; lat: number };
/** An outline: a ring of [longitude, latitude] pairs, not closed (the first point is not repeated). */
export type MapRing = [number, number][];
/** What the map shows, in degrees. */
export type MapBounds = { west: number; south: number; east: number; north: number };

/** An outline shown for reference (a cemetery's, its areas'); not editable. */
export type MapShape = {
  id: string;
  ring: MapRing;
  label: string;
  /** the line's colour; the theme's primary by default */
  color?: string;
  dashed?: boolean;
  /** the label written on the map at the shape's centre */
  showLabel?: boolean;
};

/** A small round mark (a grave): a keyboard button when it has onSelect. */
export type MapDot = {
  id: string;
  point: MapPoint;
  /** the mark's accessible name and tooltip */
  label: string;
  color: string;
  /** a dashed rim (not confirmed, say) */
  dashed?: boolean;
  /** a character written inside, such as «?» */
  mark?: string;
  selected?: boolean;
  onSelect?: () => void;
};

/** Many marks counted together: a circle with the count; a click zooms in to it. */
export type MapCluster = { id: string; point: MapPoint; count: number; label: string };

export type DrawableMapProps = {
  /** the map region's accessible name */
  label: string;
  shapes?: readonly MapShape[];
  dots?: readonly MapDot[];
  clusters?: readonly MapCluster[];
  /**
   * what the user changes on the map: 'outline' draws `ring` (when there is none) or moves its vertices;
   * 'point' places `point` with a click or by dragging its marker; null only looks
   */
  edit?: 'outline' | 'point' | null;
  /** the outline being drawn or edited, shown in the primary colour */
  ring?: MapRing | null;
  onRing?: (ring: MapRing | null) => void;
  /** the marked point (a centre, a new grave) */
  point?: MapPoint | null;
  /** the point marker's accessible name */
  pointLabel?: string;
  onPoint?: (point: MapPoint) => void;
  /** where to look while there is nothing to show */
  center?: MapPoint | null;
  zoom?: number;
  /** when this changes, the view is fitted again to the shapes, the outline and the point (or the centre) */
  fitKey?: string;
  /** the view after every move (and the first one) */
  onBounds?: (bounds: MapBounds, zoom: number) => void;
  /** zoom with the mouse wheel; off for maps inside a scrolling page */
  wheelZoom?: boolean;
};
