import { isTimeZone, normalizeCityName } from '@sp/shared/api/geo';
import { distanceKm } from '@sp/shared/geo/distance';
import { describe, expect, it } from 'vitest';
import { readReferenceCities, referenceCitiesExist } from '../../../test/reference-cities';
import { RUSSIAN_CITIES } from './russian-cities.data';

/** Cities of the list the reference does not have: it predates their growth. */
const NOT_IN_REFERENCE = new Set(['Мурино']);

/** "UTC+3" for Europe/Moscow: the offset in winter (Russia keeps no summer time). */
function utcOffset(timeZone: string): string {
  const part = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date('2026-01-15T12:00:00Z'))
    .find((p) => p.type === 'timeZoneName');
  return (part?.value ?? '').replace('GMT', 'UTC');
}

describe('the product list of Russian cities', () => {
  it('has every federal subject with exactly one regional centre, 190–210 cities in all', () => {
    expect(RUSSIAN_CITIES.length).toBeGreaterThanOrEqual(190);
    expect(RUSSIAN_CITIES.length).toBeLessThanOrEqual(210);
    const regions = new Set(RUSSIAN_CITIES.map((city) => city.region));
    const centres = RUSSIAN_CITIES.filter((city) => city.isRegionalCentre);
    expect(new Set(centres.map((city) => city.region))).toEqual(regions);
    expect(centres).toHaveLength(regions.size);
    expect(regions.size).toBeGreaterThanOrEqual(85);
  });

  it('has unique names within a region, valid coordinates, IANA time zones and populations', () => {
    const keys = RUSSIAN_CITIES.map((city) => `${city.name}|${city.region}`);
    expect(new Set(keys).size).toBe(keys.length);
    const zones = new Set(Intl.supportedValuesOf('timeZone'));
    for (const city of RUSSIAN_CITIES) {
      expect(city.name.trim(), city.name).toBe(city.name);
      expect(city.latitude, city.name).toBeGreaterThan(41);
      expect(city.latitude, city.name).toBeLessThan(72);
      expect(Math.abs(city.longitude), city.name).toBeGreaterThan(19);
      expect(zones.has(city.timezone) && isTimeZone(city.timezone), city.timezone).toBe(true);
      expect(city.timezone.startsWith('Europe/') || city.timezone.startsWith('Asia/'), city.name).toBe(true);
      expect(Number.isInteger(city.population) && city.population > 0, city.name).toBe(true);
    }
  });

  it.skipIf(!referenceCitiesExist())(
    'agrees with the reference table: within 30 km, same UTC offset, no city over 100,000 missing',
    () => {
      const reference = readReferenceCities();
      const problems: string[] = [];
      for (const city of RUSSIAN_CITIES) {
        const candidates = reference.filter(
          (row) => normalizeCityName(row.name) === normalizeCityName(city.name),
        );
        if (!candidates.length) {
          if (!NOT_IN_REFERENCE.has(city.name)) problems.push(`${city.name}: not in the reference`);
          continue;
        }
        const nearest = candidates
          .map((row) => ({ row, km: distanceKm(city, row) }))
          .sort((a, b) => a.km - b.km)[0];
        if (nearest.km > 30) problems.push(`${city.name}: ${nearest.km.toFixed(1)} km from the reference`);
        if (utcOffset(city.timezone) !== nearest.row.offset)
          problems.push(`${city.name}: ${city.timezone} is not ${nearest.row.offset}`);
      }
      const listed = new Set(RUSSIAN_CITIES.map((city) => normalizeCityName(city.name)));
      for (const row of reference) {
        if (row.population > 100_000 && !listed.has(normalizeCityName(row.name)))
          problems.push(`${row.name}: over 100,000 people and not listed`);
      }
      expect(problems).toEqual([]);
    },
  );
});
