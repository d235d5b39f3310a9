/**
 * The two sides of burial passports (SPEC §7 "Passports"): the applicant (a family, or a company with
 * «Заявки на паспорта») under /api/passports/company/, and the municipal organisation under /api/passports/municipal/.
 * Most reads are the same on both sides; the base path tells them apart.
 */
export type PassportSide = 'applicant' | 'municipal';

const BASE: Record<PassportSide, string> = {
  applicant: '/api/passports/company/',
  municipal: '/api/passports/municipal/',
};

/** `/api/passports/company/` or `/api/passports/municipal/`. */
export const passportsBase = (side: PassportSide) => BASE[side];

/** Every passport query starts with this key: a decision or a correction refreshes them all. */
export const PASSPORTS_KEY = ['passports'] as const;

/** The requests' queries of a side (lists and single requests). */
export const passportRequestsKey = (side: PassportSide) => [...PASSPORTS_KEY, side, 'requests'] as const;

/** The issued passports' queries of a side. */
export const burialPassportsKey = (side: PassportSide) => [...PASSPORTS_KEY, side, 'passports'] as const;
