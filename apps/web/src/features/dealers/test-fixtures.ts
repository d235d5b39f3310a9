import type { PromoCode } from '@sp/shared/api/promo-codes';

/** A dealer's code as the server answers it; each test changes what it is about. */
export const DEALER_CODE: PromoCode = {
  id: 7,
  code: 'RITUAL10',
  discount_percent: 10,
  dealer_share_percent: 20,
  audience: null,
  max_uses: 100,
  used_count: 3,
  valid_until: '2026-12-31',
  status: 'active',
  disabled_by_admin: false,
  dealer: { id: 3, name: 'Дилер-Плюс' },
  note: 'Раздаём на выставке ритуальных услуг',
  comment: '',
  paid_total: 2_700,
  reward_total: 540,
  created_at: '2026-09-01T09:00:00Z',
  decided_at: '2026-09-02T09:00:00Z',
};
