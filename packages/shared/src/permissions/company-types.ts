export const COMPANY_TYPES = ['REGULAR', 'MUNICIPAL', 'DEALER'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  REGULAR: 'Ритуальная компания',
  MUNICIPAL: 'Муниципальная организация',
  DEALER: 'Дилер',
};
