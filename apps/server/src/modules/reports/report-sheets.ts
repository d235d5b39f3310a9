import type {
  CompanyTotal,
  DealsReport,
  ManagersReport,
  ProfitReport,
  ReportFigures,
  ReportPeriod,
  ReportTable,
} from '@sp/shared/api/reports';
import { dateText } from '@sp/shared/format/date-text';
import { ORDER_CATEGORY_LABELS } from '@sp/shared/orders/kinds';
import { ORDER_STATUS_LABELS } from '@sp/shared/orders/statuses';
import { type XlsxSheet, xlsxOf } from '../../platform/xlsx';

/**
 * The reports' tables as sheets of a workbook (GET /api/reports/xlsx/): the same rows and figures the page shows,
 * rubles as numbers with two decimals, a caption with the report's name, period and companies.
 */

type Context = { branches: readonly string[] };

const TITLES: Record<ReportTable, string> = {
  total: 'Итоги периода',
  report: 'Сделки по категориям и статусам',
  managers: 'Менеджеры',
  products: 'Прибыль по товарам',
  services: 'Прибыль по услугам',
};

const periodText = (period: ReportPeriod) => `${dateText(period.start)} – ${dateText(period.end)}`;

function caption(table: ReportTable, period: ReportPeriod, context: Context, note?: string): string[] {
  return [
    TITLES[table],
    `Период: ${periodText(period)}`,
    `${context.branches.length > 1 ? 'Компании' : 'Компания'}: ${context.branches.join(', ')}`,
    ...(note ? [note] : []),
  ];
}

/** The change of a figure as a fraction of the previous one (0.12 is +12 %), null when there was none. */
export function changeOf(now: number, before: number): number | null {
  return before === 0 ? null : Math.round(((now - before) / before) * 1000) / 1000;
}

const FIGURES: [keyof ReportFigures, string, 'money' | 'int'][] = [
  ['revenue', 'Выручка, ₽', 'money'],
  ['paid', 'Оплачено, ₽', 'money'],
  ['owed', 'Долг клиентов, ₽', 'money'],
  ['deals', 'Сделок', 'int'],
  ['average_check', 'Средний чек, ₽', 'money'],
  ['cancelled', 'Отменено сделок', 'int'],
];

export const reportSheets = {
  total(report: CompanyTotal, context: Context): XlsxSheet {
    return {
      name: TITLES.total,
      caption: caption(
        'total',
        report.period,
        context,
        'Сделки, созданные в периоде, без отменённых; сравнение с предыдущим периодом',
      ),
      columns: [
        { header: 'Показатель', kind: 'text' },
        { header: periodText(report.period), kind: 'money', width: 24 },
        { header: periodText(report.previous_period), kind: 'money', width: 24 },
        { header: 'Изменение', kind: 'percent', width: 12 },
      ],
      rows: FIGURES.map(([key, label]) => [
        label,
        report.current[key],
        report.previous[key],
        changeOf(report.current[key], report.previous[key]),
      ]),
    };
  },

  deals(report: DealsReport, context: Context): XlsxSheet {
    const sum = (key: 'deals' | 'revenue' | 'paid' | 'owed') =>
      Math.round(report.rows.reduce((total, row) => total + row[key], 0) * 100) / 100;
    return {
      name: TITLES.report,
      caption: caption('report', report.period, context, 'Сделки, созданные в периоде, отменённые тоже'),
      columns: [
        { header: 'Категория', kind: 'text', width: 20 },
        { header: 'Статус', kind: 'text', width: 20 },
        { header: 'Сделок', kind: 'int' },
        { header: 'Сумма, ₽', kind: 'money' },
        { header: 'Оплачено, ₽', kind: 'money' },
        { header: 'Долг, ₽', kind: 'money' },
      ],
      rows: report.rows.map((row) => [
        ORDER_CATEGORY_LABELS[row.category_order],
        ORDER_STATUS_LABELS[row.status],
        row.deals,
        row.revenue,
        row.paid,
        row.owed,
      ]),
      footer: ['Итого', null, sum('deals'), sum('revenue'), sum('paid'), sum('owed')],
    };
  },

  managers(report: ManagersReport, context: Context): XlsxSheet {
    return {
      name: TITLES.managers,
      caption: caption('managers', report.period, context, 'Сделки, созданные в периоде, без отменённых'),
      columns: [
        { header: 'Ответственный', kind: 'text' },
        { header: 'Сделок', kind: 'int' },
        { header: 'Выручка, ₽', kind: 'money' },
        { header: 'Оплачено, ₽', kind: 'money' },
        { header: 'Долг, ₽', kind: 'money' },
        { header: 'Средний чек, ₽', kind: 'money' },
      ],
      rows: report.results.map((row) => [
        row.manager?.name ?? 'Без ответственного',
        row.deals,
        row.revenue,
        row.paid,
        row.owed,
        row.average_check,
      ]),
    };
  },

  profit(report: ProfitReport, context: Context): XlsxSheet {
    const table = report.kind === 'product' ? 'products' : 'services';
    const unknown = 'себестоимость неизвестна';
    return {
      name: TITLES[table],
      caption: caption(
        table,
        report.period,
        context,
        'Строки сделок без отменённых; выручка — доля строки в сумме сделки со всеми скидками',
      ),
      columns: [
        { header: 'Категория', kind: 'text' },
        { header: 'Филиал', kind: 'text' },
        { header: 'Количество', kind: 'int', width: 12 },
        { header: 'Выручка, ₽', kind: 'money' },
        { header: 'Себестоимость, ₽', kind: 'money', width: 24 },
        { header: 'Прибыль, ₽', kind: 'money', width: 24 },
      ],
      rows: report.results.map((row) => [
        row.category?.name ?? 'Без категории',
        row.branch.name,
        row.quantity,
        row.revenue,
        row.cost ?? unknown,
        row.profit ?? unknown,
      ]),
      footer: [
        'Итого',
        null,
        report.total.quantity,
        report.total.revenue,
        report.total.cost ?? unknown,
        report.total.profit ?? unknown,
      ],
    };
  },

  /** The workbook and its name: «Итоги периода 01.11.2026–30.11.2026.xlsx». */
  async file(
    table: ReportTable,
    sheet: XlsxSheet,
    period: ReportPeriod,
  ): Promise<{ bytes: Buffer; name: string; fallback: string }> {
    return {
      bytes: await xlsxOf([sheet]),
      name: `${TITLES[table]} ${dateText(period.start)}–${dateText(period.end)}.xlsx`,
      fallback: `report-${table}-${period.start}-${period.end}.xlsx`,
    };
  },
};
