import { dayInZone } from '@sp/shared/format/date-words';
import { formatPartialDate } from '@sp/shared/format/partial-date';
import {
  buildDocx,
  type Cell,
  type DocxImage,
  heading,
  imageParagraph,
  paragraph,
  type Row,
  TEXT_WIDTH,
  table,
} from '../documents/builtin/docx-builder';

/**
 * The burial passport as a one-page A4 .docx: the issuing organisation, the grave and its holder, who lies in it,
 * and a QR code that opens the grave on the public map. Written with the built-in templates' WordprocessingML
 * helpers (documents/builtin/docx-builder.ts) in their style; every given string goes into text runs, which the
 * helpers escape, and no XML is built from input here.
 */

export type PassportForDocument = {
  number: string;
  issuedAt: Date;
  updatedAt: Date;
  municipal: { name: string; inn: string; address: string };
  cemetery: string;
  graveNumber: string;
  location: { lng: number; lat: number };
  holderName: string;
  holderPhone: string;
  buried: {
    position: number;
    full_name: string;
    date_birth: string | null;
    date_death: string | null;
    burial_date: string | null;
  }[];
  /** the address the QR code opens: the grave on the public map */
  graveUrl: string;
};

/** Passports are dated by Moscow days, as the organisation's other papers are. */
const ZONE = 'Europe/Moscow';
const HEAD = 'F2F2F2';
const SMALL = 20;
const CAPTION = 18;
const QR: Pick<DocxImage, 'id'> = { id: 'rIdImage1' };
const QR_CM = 3.5;
/** The QR column: the 3.5 cm picture (1984 twips) with the cell's margins and room for the caption. */
const QR_COLUMN = 2600;

/** dd.MM.yyyy of a moment in Moscow. */
const moscowDate = (moment: Date) => formatPartialDate(dayInZone(moment, ZONE));

/** «Паспорт захоронения № 000012»: the document's title and the download's name. */
export function passportFileName(passport: Pick<PassportForDocument, 'number'>): string {
  return `Паспорт захоронения № ${passport.number}`;
}

/** «12.05.1931 – 03.1998», «1931 –» when the death is not known, '—' when nothing is. */
function lifeDates(person: PassportForDocument['buried'][number]): string {
  const birth = formatPartialDate(person.date_birth);
  const death = formatPartialDate(person.date_death);
  if (!birth && !death) return '—';
  if (!death) return `${birth} –`;
  return `${birth || '?'} – ${death}`;
}

/** The organisation that issued the passport, at the top. */
function issuer(municipal: PassportForDocument['municipal']): string[] {
  const details = [
    municipal.inn.trim() ? `ИНН ${municipal.inn.trim()}` : '',
    municipal.address.trim(),
  ].filter(Boolean);
  return [
    paragraph(municipal.name.trim(), { align: 'center', bold: true, after: 0 }),
    paragraph(details.join(', '), { align: 'center', size: SMALL, after: 240 }),
  ];
}

/** «Дата выдачи», and «Изменён» when the passport was changed on a later Moscow day. */
function dates(passport: PassportForDocument): string {
  const issued = moscowDate(passport.issuedAt);
  const updated = moscowDate(passport.updatedAt);
  const parts: (string | { text: string; bold: boolean })[] = ['Дата выдачи ', { text: issued, bold: true }];
  if (passport.updatedAt > passport.issuedAt && updated !== issued) {
    parts.push('   Изменён ', { text: updated, bold: true });
  }
  return paragraph(parts, { align: 'center', after: 240 });
}

/** One line of the grave's details: a bold label («Кладбище:», «Могила №») and its value. */
const detail = (label: string, value: string) =>
  paragraph([{ text: `${label} `, bold: true }, value.trim() || '—'], { after: 80 });

/** The grave and its holder on the left, the QR code with its caption on the right. */
function graveBlock(passport: PassportForDocument): string {
  const { lat, lng } = passport.location;
  const holder = passport.holderPhone.trim()
    ? `${passport.holderName.trim()}, тел. ${passport.holderPhone.trim()}`
    : passport.holderName;
  const left: Cell = {
    content: [
      detail('Кладбище:', passport.cemetery),
      detail('Могила №', passport.graveNumber),
      detail('Координаты:', `${lat.toFixed(5)}, ${lng.toFixed(5)}`),
      detail('Ответственный за захоронение:', holder),
    ],
  };
  const right: Cell = {
    content: [
      imageParagraph(QR, {
        widthCm: QR_CM,
        heightCm: QR_CM,
        name: 'QR-код могилы на карте',
        align: 'center',
        after: 40,
      }),
      paragraph('Отсканируйте, чтобы открыть могилу на карте', {
        align: 'center',
        size: CAPTION,
        after: 0,
      }),
    ],
  };
  return table({
    widths: [TEXT_WIDTH - QR_COLUMN, QR_COLUMN],
    borders: false,
    rows: [{ cells: [left, right] }],
  });
}

/** Who lies in the grave, by place; one row saying so when nobody is recorded. */
function buriedTable(buried: PassportForDocument['buried']): string {
  const widths = [1100, TEXT_WIDTH - 1100 - 2500 - 2100, 2500, 2100];
  const header = ['№ места', 'ФИО', 'Годы жизни', 'Дата захоронения'];
  const rows: Row[] = [
    {
      header: true,
      cells: header.map((text): Cell => ({ content: text, shade: HEAD, bold: true, align: 'center' })),
    },
  ];
  const people = [...buried].sort((a, b) => a.position - b.position);
  for (const person of people) {
    rows.push({
      cells: [
        { content: String(person.position), align: 'center' },
        { content: person.full_name },
        { content: lifeDates(person), align: 'center' },
        { content: formatPartialDate(person.burial_date) || '—', align: 'center' },
      ],
    });
  }
  if (people.length === 0) {
    rows.push({ cells: [{ content: 'Записей о захороненных нет', span: 4, align: 'center' }] });
  }
  return table({ widths, rows });
}

/** Руководитель with a line to sign on, and the place of the seal. */
function signatures(): string {
  return table({
    widths: [TEXT_WIDTH / 2, TEXT_WIDTH / 2],
    borders: false,
    rows: [
      {
        cells: [
          {
            content: [
              paragraph([{ text: 'Руководитель', bold: true }, ' ____________________'], { after: 0 }),
            ],
          },
          { content: [paragraph('М.П.', { align: 'right', after: 0 })] },
        ],
      },
    ],
  });
}

/** The passport as a .docx, with the QR code of the grave's page on the map. */
export async function buildPassportDocx(passport: PassportForDocument): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  const qr = await QRCode.toBuffer(passport.graveUrl, { type: 'png', width: 512, margin: 1 });
  const body = [
    ...issuer(passport.municipal),
    heading('ПАСПОРТ ЗАХОРОНЕНИЯ', { size: 32, after: 60 }),
    heading(`№ ${passport.number}`, { size: 28, after: 120 }),
    dates(passport),
    graveBlock(passport),
    paragraph('Сведения о захороненных', { bold: true, before: 240, after: 120, keepNext: true }),
    buriedTable(passport.buried),
    paragraph('', { after: 480 }),
    signatures(),
  ];
  return buildDocx(passportFileName(passport), body, [{ id: QR.id, data: qr }]);
}
