/**
 * The Russian IANA time zones (tzdata's zone1970.tab for RU, and Europe/Simferopol) by the city each is named
 * after, in Russian, west to east. Europe/Kiev-style aliases and foreign zones have no entry.
 */
export const RUSSIAN_TIME_ZONES: Readonly<Record<string, string>> = {
  'Europe/Kaliningrad': 'Калининград',
  'Europe/Moscow': 'Москва',
  'Europe/Simferopol': 'Симферополь',
  'Europe/Kirov': 'Киров',
  'Europe/Volgograd': 'Волгоград',
  'Europe/Astrakhan': 'Астрахань',
  'Europe/Saratov': 'Саратов',
  'Europe/Ulyanovsk': 'Ульяновск',
  'Europe/Samara': 'Самара',
  'Asia/Yekaterinburg': 'Екатеринбург',
  'Asia/Omsk': 'Омск',
  'Asia/Novosibirsk': 'Новосибирск',
  'Asia/Barnaul': 'Барнаул',
  'Asia/Tomsk': 'Томск',
  'Asia/Novokuznetsk': 'Новокузнецк',
  'Asia/Krasnoyarsk': 'Красноярск',
  'Asia/Irkutsk': 'Иркутск',
  'Asia/Chita': 'Чита',
  'Asia/Yakutsk': 'Якутск',
  'Asia/Khandyga': 'Хандыга',
  'Asia/Vladivostok': 'Владивосток',
  'Asia/Ust-Nera': 'Усть-Нера',
  'Asia/Magadan': 'Магадан',
  'Asia/Sakhalin': 'Сахалин',
  'Asia/Srednekolymsk': 'Среднеколымск',
  'Asia/Kamchatka': 'Камчатка',
  'Asia/Anadyr': 'Анадырь',
};

/** «UTC+7», «UTC+5:30», «UTC+0» for a zone at `at` (now by default); null for a zone the runtime does not know. */
export function utcOffsetText(zone: string, at: Date = new Date()): string | null {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts(at);
    const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    // «GMT+7», «GMT+5:30», «GMT» for UTC itself
    const offset = /^GMT([+-]\d{1,2}(?::\d{2})?)?$/.exec(name);
    if (!offset) return null;
    return `UTC${offset[1] ?? '+0'}`;
  } catch {
    return null;
  }
}

/** The place a zone is named after: Russian for Russia's zones, else the IANA city («New York» of America/New_York). */
export function timeZoneCity(zone: string): string {
  const russian = RUSSIAN_TIME_ZONES[zone];
  if (russian) return russian;
  const city = zone.split('/').pop() ?? zone;
  return city.replace(/_/g, ' ');
}

/**
 * A time zone as a person reads it: «Красноярск (UTC+7)» for Asia/Krasnoyarsk; a value the runtime does not
 * know as a zone stays as it is.
 */
export function timeZoneLabel(zone: string, at: Date = new Date()): string {
  const offset = utcOffsetText(zone, at);
  if (!offset) return zone;
  return `${timeZoneCity(zone)} (${offset})`;
}
