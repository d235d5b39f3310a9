import L from 'leaflet';
import { useEffect } from 'react';
import { useMapTiles } from './map-tiles';

/**
 * The map's tile layer from the configured tiles (OpenStreetMap's until they are known): replaced, with its
 * credit, when they arrive after the map was drawn.
 */
export function useTileLayer(map: L.Map | null): void {
  const { url, attribution } = useMapTiles();
  useEffect(() => {
    if (!map) return;
    const layer = L.tileLayer(url, { maxZoom: 19, attribution }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, url, attribution]);
}
