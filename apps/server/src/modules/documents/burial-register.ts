import type { BurialRecord } from '@sp/shared/api/documents';
import { dateInWords, dayInZone, timeInZone } from '@sp/shared/format/date-words';
import { formatPartialDate } from '@sp/shared/format/partial-date';
import { buildDocx, heading, paragraph, table } from './builtin/docx-builder';

/**
 * «Книга регистрации захоронений»: the burial register of a period as a .docx table (№, ФИО умершего, даты
 * рождения и смерти, дата захоронения, место, заказчик, сделка), made from the register's records.
 */
export function buildBurialRegisterDocx(input: {
  companyName: string;
  dateStart: string | null;
  dateEnd: string | null;
  records: readonly BurialRecord[];
}): Buffer {
  const period =
    input.dateStart || input.dateEnd
      ? `за период ${input.dateStart ? `с ${dateInWords(input.dateStart)}` : ''} ${input.dateEnd ? `по ${dateInWords(input.dateEnd)}` : ''}`.trim()
      : 'за всё время';
  const widths = [500, 2600, 1100, 1100, 1300, 1738, 1300];
  const head = [
    '№',
    'ФИО умершего',
    'Дата рождения',
    'Дата смерти',
    'Дата захоронения',
    'Место захоронения',
    'Заказчик, сделка',
  ];
  const rows = [
    {
      header: true,
      cells: head.map((text) => ({ content: text, bold: true, align: 'center' as const, shade: 'F2F2F2' })),
    },
    ...input.records.map((record) => {
      const funeral = record.funeral_at ? new Date(record.funeral_at) : null;
      return {
        cells: [
          { content: String(record.n), align: 'center' as const },
          { content: record.person.full_name },
          { content: formatPartialDate(record.person.date_birth) },
          { content: formatPartialDate(record.person.date_death) },
          {
            content: funeral
              ? `${formatPartialDate(dayInZone(funeral))} ${timeInZone(funeral)}`
              : 'не назначена',
          },
          { content: record.burial_place },
          { content: [record.shopper?.name ?? '', `сделка № ${record.order.number}`].filter(Boolean) },
        ],
      };
    }),
  ];
  const body = [
    heading('КНИГА РЕГИСТРАЦИИ ЗАХОРОНЕНИЙ', { after: 0 }),
    paragraph(input.companyName, { align: 'center', after: 0 }),
    paragraph(period, { align: 'center', after: 200 }),
    input.records.length
      ? table({ widths, rows })
      : paragraph('За выбранный период захоронений нет.', { align: 'center' }),
    paragraph(`Всего записей: ${input.records.length}`, { before: 120 }),
  ];
  return buildDocx('Книга регистрации захоронений', body);
}
