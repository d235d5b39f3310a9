import type { DealerProfit } from '@sp/shared/api/dealers';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { DealerProfitView } from './dealer-profit-view';

// the chart (Recharts) is drawn in the browser; here it stands as its points
vi.mock('./dealer-profit-chart', () => ({
  DealerProfitChart: ({ byTime }: { byTime: DealerProfit['by_time'] }) => (
    <p>График: {byTime.map((point) => point.reward).join(', ')}</p>
  ),
}));

const none = { uses: 0, list_price: 0, discount: 0, paid: 0, reward: 0 };

const DEALER_PROFIT: DealerProfit = {
  period: { start: '2026-09-01', end: '2026-09-30' },
  previous_period: { start: '2026-08-02', end: '2026-08-31' },
  total: { uses: 3, list_price: 3_000, discount: 300, paid: 2_700, reward: 270 },
  previous: { uses: 1, list_price: 1_000, discount: 100, paid: 900, reward: 90 },
  by_time: [
    { ...none, start: '2026-09-01', unit: 'day' },
    { uses: 3, list_price: 3_000, discount: 300, paid: 2_700, reward: 270, start: '2026-09-02', unit: 'day' },
  ],
  by_code: [{ id: 7, code: 'RITUAL10', uses: 3, list_price: 3_000, discount: 300, paid: 2_700, reward: 270 }],
  by_partner: [
    {
      kind: 'company',
      id: 4,
      name: 'Ритуал-Сервис',
      uses: 2,
      list_price: 2_000,
      discount: 200,
      paid: 1_800,
      reward: 180,
    },
    {
      kind: 'account',
      id: 9,
      name: 'Орлова М.',
      uses: 1,
      list_price: 1_000,
      discount: 100,
      paid: 900,
      reward: 90,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the dealer’s income', () => {
  it('says the figures against the previous period, the chart and the tables', async () => {
    viewport(DESK);
    render(<DealerProfitView profit={DEALER_PROFIT} />);
    const reward = screen.getByRole('generic', { name: 'Вознаграждение' });
    expect(reward.textContent).toContain('270,00 ₽');
    expect(reward.textContent).toContain('+200 %');
    expect(reward.textContent).toContain('было 90,00 ₽');
    expect(
      screen.getByText(/за 01\.09\.2026 – 30\.09\.2026; сравнение с периодом 02\.08\.2026 – 31\.08\.2026/),
    ).toBeTruthy();
    expect(await screen.findByText('График: 0, 270')).toBeTruthy();
    const [codes] = screen.getAllByRole('region', { name: 'По промокодам' });
    const row = within(codes).getByRole('row', { name: /RITUAL10/ });
    expect(row.textContent).toContain('2\u00a0700,00 ₽');
    const [partners] = screen.getAllByRole('region', { name: 'По партнёрам' });
    expect(within(partners).getByRole('row', { name: /Орлова М\./ }).textContent).toContain('Пользователь');
    expect(screen.queryByRole('button', { name: 'Скачать XLSX' })).toBeNull();
  });

  it('reads as cards on a phone, and says when nothing was bought', () => {
    viewport(PHONE);
    render(
      <DealerProfitView
        profit={{ ...DEALER_PROFIT, by_code: [], by_partner: DEALER_PROFIT.by_partner.slice(0, 1) }}
        onDownload={() => Promise.resolve()}
      />,
    );
    const [partners] = screen.getAllByRole('region', { name: 'По партнёрам' });
    expect(within(partners).queryByRole('table')).toBeNull();
    expect(within(partners).getByRole('article').textContent).toContain('Ритуал-Сервис');
    expect(screen.getByText('За период с промокодами дилера ничего не купили')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скачать XLSX' })).toBeTruthy();
  });
});
