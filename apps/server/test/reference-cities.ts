import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The reference table of Russian cities (test/fixtures/russian-cities.csv, HFLabs' «Города России», CC BY-SA 4.0: test
 * and benchmark data, not part of the product). Checked against by the geo tests and drawn from by the bench.
 */
export const REFERENCE_CITIES_CSV = path.join(import.meta.dirname, 'fixtures/russian-cities.csv');

export type ReferenceCity = {
  name: string;
  /** the table's own address of the city, e.g. «Тверская обл, г Тверь» */
  address: string;
  latitude: number;
  longitude: number;
  /** "UTC+3" */
  offset: string;
  population: number;
};

function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

export const referenceCitiesExist = () => existsSync(REFERENCE_CITIES_CSV);

export function readReferenceCities(): ReferenceCity[] {
  const [header, ...lines] = readFileSync(REFERENCE_CITIES_CSV, 'utf8').trim().split('\n');
  const names = parseCsvLine(header);
  return lines.map((line) => {
    const row = Object.fromEntries(parseCsvLine(line).map((value, i) => [names[i], value]));
    const name =
      row.city ||
      row.settlement ||
      (row.area_type === 'г' ? row.area : '') ||
      (row.region_type === 'г' ? row.region : '');
    return {
      name,
      address: row.address,
      latitude: Number(row.geo_lat),
      longitude: Number(row.geo_lon),
      offset: row.timezone,
      population: Number(row.population || 0),
    };
  });
}
