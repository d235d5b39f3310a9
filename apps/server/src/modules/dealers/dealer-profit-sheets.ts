import type { DealerFigures, DealerProfit } from '@sp/shared/api/dealers';
import { dateText } from '@sp/shared/format/date-text';
import { type XlsxColumn, type XlsxSheet, xlsxOf } from '../../platform/xlsx';

/**
 * «Доход дилера» as an Excel workbook (GET /api/reports/dealer-profit/xlsx/): the same figures the page shows,
 * the period against the one before, then by time, by code and by partner; rubles as numbers with two decimals.
 */

const TITLE = 'Доход дилера';

/** The change of a figure as a fraction of the previous one (0.12 is +12 %), null when there was none. */
const changeOf = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 1000) / 1000;

const periodText = (period: { start: string; end: string }) =>
  `${dateText(period.start)} – ${dateText(period.end)}`;

const FIGURES: [keyof DealerFigures, string, 'money' | 'int'][] = [
  ['reward', 'Вознаграждение, ₽', 'money'],
  ['paid', 'Оплачено с промокодами, ₽', 'money'],
  ['discount', 'Скидки покупателям, ₽', 'money'],
  ['list_price', 'Цена без скидки, ₽', 'money'],
  ['uses', 'Покупок', 'int'],
];

const figureColumns: XlsxColumn[] = [
  { header: 'Покупок', kind: 'int' },
  { header: 'Цена без скидки, ₽', kind: 'money' },
  { header: 'Скидка, ₽', kind: 'money' },
  { header: 'Оплачено, ₽', kind: 'money' },
  { header: 'Вознаграждение, ₽', kind: 'money', width: 20 },
];

const figureCells = (row: DealerFigures) => [row.uses, row.list_price, row.discount, row.paid, row.reward];

function sheetsOf(report: DealerProfit, dealer: string): XlsxSheet[] {
  const caption = (what: string) => [
    `${TITLE}: ${what}`,
    `Период: ${periodText(report.period)}`,
    `Дилер: ${dealer}`,
  ];
  return [
    {
      name: 'Итоги',
      caption: [...caption('итоги'), 'Покупки с промокодами дилера; сравнение с предыдущим периодом'],
      columns: [
        { header: 'Показатель', kind: 'text' },
        { header: periodText(report.period), kind: 'money', width: 24 },
        { header: periodText(report.previous_period), kind: 'money', width: 24 },
        { header: 'Изменение', kind: 'percent', width: 12 },
      ],
      rows: FIGURES.map(([key, label]) => [
        label,
        report.total[key],
        report.previous[key],
        changeOf(report.total[key], report.previous[key]),
      ]),
    },
    {
      name: 'По времени',
      caption: caption(report.by_time[0]?.unit === 'month' ? 'по месяцам' : 'по дням'),
      columns: [
        { header: report.by_time[0]?.unit === 'month' ? 'Месяц с' : 'День', kind: 'day' },
        ...figureColumns,
      ],
      rows: report.by_time.map((row) => [row.start, ...figureCells(row)]),
      footer: ['Итого', ...figureCells(report.total)],
    },
    {
      name: 'По промокодам',
      caption: caption('по промокодам'),
      columns: [{ header: 'Промокод', kind: 'text', width: 22 }, ...figureColumns],
      rows: report.by_code.map((row) => [row.code, ...figureCells(row)]),
      footer: ['Итого', ...figureCells(report.total)],
    },
    {
      name: 'По партнёрам',
      caption: [...caption('по партнёрам'), 'Не больше 100 партнёров с наибольшим вознаграждением'],
      columns: [
        { header: 'Партнёр', kind: 'text' },
        { header: 'Вид', kind: 'text', width: 14 },
        ...figureColumns,
      ],
      rows: report.by_partner.map((row) => [
        row.name,
        row.kind === 'company' ? 'Компания' : 'Пользователь',
        ...figureCells(row),
      ]),
    },
  ];
}

/** The workbook and its name: «Доход дилера 01.11.2026–30.11.2026.xlsx». */
export async function dealerProfitFile(
  report: DealerProfit,
  dealer: string,
): Promise<{ bytes: Buffer; name: string; fallback: string }> {
  return {
    bytes: await xlsxOf(sheetsOf(report, dealer)),
    name: `${TITLE} ${dateText(report.period.start)}–${dateText(report.period.end)}.xlsx`,
    fallback: `dealer-profit-${report.period.start}-${report.period.end}.xlsx`,
  };
}
