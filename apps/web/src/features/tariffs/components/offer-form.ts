import {
  type AdditionalPackage,
  type Audience,
  LIMIT_LABELS,
  type LimitKey,
  limitsOf,
  type PackageBody,
  type Tariff,
  type TariffBody,
} from '@sp/shared/api/tariffs';

/** A limit as typed: a number as text, or «без ограничений». */
export type LimitDraft = { value: string; unlimited: boolean };

/** The dialog's fields of a tariff or a package; numbers are typed as text and read with a comma or a dot. */
export type OfferDraft = {
  audience: Audience;
  name: string;
  description: string;
  price: string;
  period_months: string;
  is_free: boolean;
  is_archive: boolean;
  position: string;
  limits: Partial<Record<LimitKey, LimitDraft>>;
};

export const emptyOffer = (audience: Audience): OfferDraft => ({
  audience,
  name: '',
  description: '',
  price: '',
  period_months: '1',
  is_free: false,
  is_archive: false,
  position: '0',
  limits: {},
});

const limitDraft = (value: number | null | undefined): LimitDraft =>
  value === null
    ? { value: '', unlimited: true }
    : { value: value === undefined ? '' : String(value), unlimited: false };

export function draftOfTariff(tariff: Tariff): OfferDraft {
  return {
    ...draftOfCommon(tariff),
    is_free: tariff.is_free,
    limits: Object.fromEntries(limitsOf(tariff.audience).map((key) => [key, limitDraft(tariff.limits[key])])),
  };
}

export function draftOfPackage(item: AdditionalPackage): OfferDraft {
  return {
    ...draftOfCommon(item),
    limits: Object.fromEntries(limitsOf(item.audience).map((key) => [key, limitDraft(item.grants[key])])),
  };
}

function draftOfCommon(offer: Tariff | AdditionalPackage): OfferDraft {
  return {
    ...emptyOffer(offer.audience),
    name: offer.name,
    description: offer.description,
    price: String(offer.price),
    period_months: String(offer.period_months),
    is_archive: offer.is_archive,
    position: String(offer.position),
  };
}

function number(value: string): number {
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

const common = (draft: OfferDraft) => ({
  audience: draft.audience,
  name: draft.name,
  description: draft.description,
  price: number(draft.price),
  period_months: number(draft.period_months),
  is_archive: draft.is_archive,
  position: number(draft.position) || 0,
});

/** A tariff's body: every limit of its audience, null for «без ограничений» (the server checks each). */
export function tariffBodyOf(draft: OfferDraft): TariffBody {
  return {
    ...common(draft),
    price: draft.is_free ? 0 : number(draft.price),
    is_free: draft.is_free,
    limits: Object.fromEntries(
      limitsOf(draft.audience).map((key) => {
        const limit = draft.limits[key] ?? { value: '', unlimited: false };
        return [key, limit.unlimited ? null : number(limit.value)];
      }),
    ),
  };
}

/** A package's body: only what it adds (a field left empty adds nothing). */
export function packageBodyOf(draft: OfferDraft): PackageBody {
  const grants = limitsOf(draft.audience).flatMap((key) => {
    const value = draft.limits[key]?.value.trim() ?? '';
    return value === '' ? [] : [[key, number(value)] as const];
  });
  return { ...common(draft), grants: Object.fromEntries(grants) };
}

/** «Страницы памяти: 3 · Фото и файлы, МБ: без ограничений»: an offer's limits in one line. */
export function limitsText(limits: Record<string, number | null>, audience: Audience): string {
  return limitsOf(audience)
    .filter((key) => key in limits)
    .map((key) => {
      const value = limits[key];
      return `${LIMIT_LABELS[key]}: ${value === null ? 'без ограничений' : value.toLocaleString('ru-RU')}`;
    })
    .join(' · ');
}
