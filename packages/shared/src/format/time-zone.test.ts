import { describe, expect, it } from 'vitest';
import { RUSSIAN_TIME_ZONES, timeZoneCity, timeZoneLabel, utcOffsetText } from './time-zone';

// Russia keeps no summer time since 2014 (Volgograd back to +3 since 2020): these hold all year
const RUSSIAN_OFFSETS: Record<string, string> = {
  'Europe/Kaliningrad': 'Калининград (UTC+2)',
  'Europe/Moscow': 'Москва (UTC+3)',
  'Europe/Simferopol': 'Симферополь (UTC+3)',
  'Europe/Kirov': 'Киров (UTC+3)',
  'Europe/Volgograd': 'Волгоград (UTC+3)',
  'Europe/Astrakhan': 'Астрахань (UTC+4)',
  'Europe/Saratov': 'Саратов (UTC+4)',
  'Europe/Ulyanovsk': 'Ульяновск (UTC+4)',
  'Europe/Samara': 'Самара (UTC+4)',
  'Asia/Yekaterinburg': 'Екатеринбург (UTC+5)',
  'Asia/Omsk': 'Омск (UTC+6)',
  'Asia/Novosibirsk': 'Новосибирск (UTC+7)',
  'Asia/Barnaul': 'Барнаул (UTC+7)',
  'Asia/Tomsk': 'Томск (UTC+7)',
  'Asia/Novokuznetsk': 'Новокузнецк (UTC+7)',
  'Asia/Krasnoyarsk': 'Красноярск (UTC+7)',
  'Asia/Irkutsk': 'Иркутск (UTC+8)',
  'Asia/Chita': 'Чита (UTC+9)',
  'Asia/Yakutsk': 'Якутск (UTC+9)',
  'Asia/Khandyga': 'Хандыга (UTC+9)',
  'Asia/Vladivostok': 'Владивосток (UTC+10)',
  'Asia/Ust-Nera': 'Усть-Нера (UTC+10)',
  'Asia/Magadan': 'Магадан (UTC+11)',
  'Asia/Sakhalin': 'Сахалин (UTC+11)',
  'Asia/Srednekolymsk': 'Среднеколымск (UTC+11)',
  'Asia/Kamchatka': 'Камчатка (UTC+12)',
  'Asia/Anadyr': 'Анадырь (UTC+12)',
};

describe('time zone labels', () => {
  it('names every Russian zone by its city in Russian with its UTC offset, winter and summer alike', () => {
    expect(Object.keys(RUSSIAN_TIME_ZONES).sort()).toEqual(Object.keys(RUSSIAN_OFFSETS).sort());
    for (const at of [new Date('2025-01-15T12:00:00Z'), new Date('2025-07-15T12:00:00Z')]) {
      for (const [zone, label] of Object.entries(RUSSIAN_OFFSETS)) {
        expect(timeZoneLabel(zone, at), zone).toBe(label);
      }
    }
  });

  it('a foreign zone keeps its IANA city and its offset of the day, with half hours and summer time', () => {
    expect(timeZoneLabel('America/New_York', new Date('2025-01-15T12:00:00Z'))).toBe('New York (UTC-5)');
    expect(timeZoneLabel('America/New_York', new Date('2025-07-15T12:00:00Z'))).toBe('New York (UTC-4)');
    expect(timeZoneLabel('Asia/Kolkata', new Date('2025-01-15T12:00:00Z'))).toBe('Kolkata (UTC+5:30)');
    expect(utcOffsetText('UTC')).toBe('UTC+0');
    expect(timeZoneCity('Europe/Minsk')).toBe('Minsk');
  });

  it('a value that is no zone is shown as it is', () => {
    expect(timeZoneLabel('Europe/Atlantis')).toBe('Europe/Atlantis');
    expect(utcOffsetText('')).toBeNull();
  });
});
