import type { PromoCode } from '@sp/shared/api/promo-codes';

/** The platform's own code, limited in uses and days. */
export const SPRING: PromoCode = {
  id: 1,
  code: 'VESNA-2026',
  discount_percent: 15,
  dealer_share_percent: 0,
  audience: 2,
  max_uses: 10,
  used_count: 3,
  valid_until: '2099-05-31',
  status: 'active',
  disabled_by_admin: false,
  dealer: null,
  note: 'Рассылка ритуальным компаниям',
  comment: '',
  paid_total: 1234.5,
  reward_total: 0,
  created_at: '2026-03-01T09:00:00Z',
  decided_at: null,
};

/** A dealer's code at work, without limits. */
export const DEALER_CODE: PromoCode = {
  ...SPRING,
  id: 2,
  code: 'PARTNER-10',
  discount_percent: 10,
  dealer_share_percent: 20,
  audience: null,
  max_uses: null,
  used_count: 3,
  valid_until: null,
  dealer: { id: 5, name: 'Дилер Север' },
  note: 'Раздаю на выставке',
  comment: 'Одобрено',
  paid_total: 27000,
  reward_total: 5400,
  decided_at: '2026-03-02T09:00:00Z',
};

/** A dealer's request waiting for the administrator. */
export const REQUESTED: PromoCode = {
  ...DEALER_CODE,
  id: 3,
  code: 'SEVER-5',
  discount_percent: 5,
  dealer_share_percent: 0,
  audience: 1,
  max_uses: 100,
  used_count: 0,
  valid_until: '2099-12-31',
  status: 'requested',
  note: 'Для семей в Архангельске через похоронные агентства',
  comment: '',
  paid_total: 0,
  reward_total: 0,
  created_at: '2026-03-10T09:00:00Z',
  decided_at: null,
};
