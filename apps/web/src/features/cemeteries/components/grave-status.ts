import { GRAVE_STATUS_LABELS, type GraveMarker, type GraveStatus } from '@sp/shared/api/cemeteries';
import type { MapCluster, MapDot } from '../../../components/map/drawable-map-types';

/** A grave's colour on the map by its status: free green, reserved amber, occupied grey. */
export const GRAVE_COLORS: Record<GraveStatus, string> = {
  free: '#4fa800',
  reserved: '#e69500',
  occupied: '#8a8f87',
};

export const UNCONFIRMED = 'не подтверждено';

/** «Могила № 12» or «Могила без номера». */
export function graveTitle(grave: { number: string }): string {
  return grave.number ? `Могила № ${grave.number}` : 'Могила без номера';
}

/** The mark's accessible name: «Могила № 12: свободна, не подтверждена». */
export function graveLabel(grave: GraveMarker): string {
  const status = GRAVE_STATUS_LABELS[grave.status].toLowerCase();
  return `${graveTitle(grave)}: ${status}${grave.confirmed ? '' : ', не подтверждена'}`;
}

/** A grave as a mark on the map: coloured by status, dashed with «?» while unconfirmed. */
export function graveDot(grave: GraveMarker, selected: boolean, onSelect?: () => void): MapDot {
  return {
    id: String(grave.id),
    point: grave.location,
    label: graveLabel(grave),
    color: GRAVE_COLORS[grave.status],
    dashed: !grave.confirmed,
    mark: grave.confirmed ? undefined : '?',
    selected,
    onSelect,
  };
}

/** Graves too many to draw one by one, counted around a point. */
export function graveCluster(
  cluster: { location: { lng: number; lat: number }; count: number },
  index: number,
) {
  const item: MapCluster = {
    id: `cluster-${index}`,
    point: cluster.location,
    count: cluster.count,
    label: `Могил здесь: ${cluster.count}. Приблизить`,
  };
  return item;
}
