import { formatRubles } from '@sp/shared/format/money';

/**
 * SPEC §5 accent colour, kept apart from @sp/shared/api/landing (accentColour there) because that module
 * loads zod and the public company page must stay light. Same rule: #RGB or #RRGGBB, else #4fa800.
 */
export const DEFAULT_ACCENT_COLOUR = '#4fa800';
const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

export function accentOf(value: string | null | undefined): string {
  return value && HEX_COLOUR.test(value) ? value.toLowerCase() : DEFAULT_ACCENT_COLOUR;
}

/** OpenStreetMap at the point, with a marker. */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

/** «1 234,50 ₽»: the landing answers prices in rubles, formatRubles takes kopecks. */
export function rublesToText(rubles: number): string {
  return formatRubles(Math.round(rubles * 100));
}
