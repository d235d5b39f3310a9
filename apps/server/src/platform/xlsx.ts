import type { CellValue } from 'exceljs';

/**
 * A table written as an Excel workbook (.xlsx) with exceljs: a bold header row frozen at the top, money as numbers
 * with two decimals in the «# ##0,00» format, whole numbers, days as Excel dates shown dd.mm.yyyy, percents, and
 * text. What a report or a list hands over to be downloaded.
 */

export type XlsxColumnKind = 'text' | 'money' | 'int' | 'day' | 'percent';

export type XlsxColumn = { header: string; kind: XlsxColumnKind; width?: number };

/** One cell's value: rubles or a count as a number, a day as YYYY-MM-DD, a percent as a fraction (0.12), or null. */
export type XlsxValue = string | number | null;

export type XlsxSheet = {
  /** the sheet's tab (31 characters at most; `[]:*?/\` are replaced) */
  name: string;
  /** lines above the table: its title, the period, a note */
  caption?: readonly string[];
  columns: readonly XlsxColumn[];
  rows: readonly (readonly XlsxValue[])[];
  /** a last row in bold (the totals) */
  footer?: readonly XlsxValue[];
};

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FORMATS: Record<XlsxColumnKind, string | undefined> = {
  text: undefined,
  money: '#,##0.00',
  int: '0',
  day: 'dd.mm.yyyy',
  percent: '0.0%',
};

const WIDTHS: Record<XlsxColumnKind, number> = { text: 28, money: 16, int: 10, day: 12, percent: 10 };

function cellValue(kind: XlsxColumnKind, value: XlsxValue): CellValue {
  if (value === null) return null;
  if (kind === 'day' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  return value;
}

const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Лист';

/** The workbook's bytes. */
export async function xlsxOf(sheets: readonly XlsxSheet[]): Promise<Buffer> {
  // loaded with the first export, not at the server's start (scripts/build.mjs keeps it out of the bundle)
  // a CommonJS package: Node hands its exports over as the default
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  workbook.creator = 'Светлая память';
  workbook.created = new Date();
  for (const sheet of sheets) {
    const caption = sheet.caption ?? [];
    const headerRow = caption.length ? caption.length + 2 : 1;
    const worksheet = workbook.addWorksheet(sheetName(sheet.name), {
      views: [{ state: 'frozen', ySplit: headerRow }],
    });
    sheet.columns.forEach((column, index) => {
      const excelColumn = worksheet.getColumn(index + 1);
      excelColumn.width = column.width ?? WIDTHS[column.kind];
      const format = FORMATS[column.kind];
      if (format) excelColumn.numFmt = format;
    });
    caption.forEach((line, index) => {
      const cell = worksheet.getCell(index + 1, 1);
      cell.value = line;
      if (index === 0) cell.font = { bold: true, size: 13 };
    });
    const header = worksheet.getRow(headerRow);
    header.values = sheet.columns.map((column) => column.header);
    header.font = { bold: true };
    header.alignment = { vertical: 'middle', wrapText: true };
    const add = (values: readonly XlsxValue[]) =>
      worksheet.addRow(sheet.columns.map((column, index) => cellValue(column.kind, values[index] ?? null)));
    for (const row of sheet.rows) add(row);
    if (sheet.footer) add(sheet.footer).font = { bold: true };
  }
  const bytes = await workbook.xlsx.writeBuffer();
  return Buffer.from(bytes as ArrayBuffer);
}
