import { Readable } from 'node:stream';
import { PERSON_IMPORT_MSG } from '@sp/shared/api/person-imports';
import { parse } from 'csv-parse';
import type { CellValue } from 'exceljs';
import { badRequest } from '../../platform/errors';

/**
 * An import's file read as a table: a CSV (UTF-8, or Windows-1251 when it is not UTF-8; «;» or «,» between values)
 * or the first sheet of an XLSX workbook (read as a stream: a big sheet is never held as exceljs's objects). The
 * first row is the header; rows with no value are left out. Everything is text: an Excel date reads as YYYY-MM-DD.
 */

export type ImportFormat = 'csv' | 'xlsx';

/** A data row: its number in the file (the header is row 1) and its cells as text. */
export type TableRow = { line: number; cells: string[] };

export type TableReader = {
  header: string[];
  /** the data rows, read on demand */
  rows: () => AsyncGenerator<TableRow>;
};

/** An XLSX file is a ZIP archive: its first bytes are «PK\x03\x04». */
const isZip = (data: Buffer) =>
  data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

// control characters a text table never holds (a tab, a line feed and a carriage return it may)
// biome-ignore lint/suspicious/noControlCharactersInRegex: what the check looks for
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** The file's format by its content, or a 400 when it is neither a workbook nor text. */
export function formatOf(data: Buffer): ImportFormat {
  if (isZip(data)) return 'xlsx';
  const text = decodeText(data);
  if (BINARY.test(text.slice(0, 64 * 1024))) throw badRequest(PERSON_IMPORT_MSG.notTable);
  return 'csv';
}

/** UTF-8 (a BOM dropped) when the bytes are valid UTF-8, else Windows-1251, the other encoding Russian tables use. */
export function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-1251').decode(data);
  }
}

/** «;» when the header line has more of them than commas (a Russian Excel's CSV), else «,». */
function delimiterOf(text: string): ';' | ',' {
  const end = text.indexOf('\n');
  const first = end === -1 ? text : text.slice(0, end);
  const count = (char: string) => first.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const isBlank = (cells: string[]) => cells.every((cell) => cell === '');

function csvReader(data: Buffer): Promise<TableReader> {
  const text = decodeText(data);
  const records = () =>
    Readable.from([text]).pipe(
      parse({
        delimiter: delimiterOf(text),
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        trim: true,
        info: true,
        bom: true,
      }),
    ) as AsyncIterable<{ record: string[]; info: { lines: number } }>;
  return (async () => {
    let header: string[] | null = null;
    for await (const { record } of records()) {
      header = record;
      break;
    }
    if (!header) throw badRequest(PERSON_IMPORT_MSG.noRows);
    return {
      header,
      rows: async function* () {
        let first = true;
        for await (const { record, info } of records()) {
          if (first) {
            first = false;
            continue;
          }
          if (!isBlank(record)) yield { line: info.lines, cells: record };
        }
      },
    };
  })().catch((error) => {
    if ((error as { code?: string }).code?.startsWith('CSV_')) throw badRequest(PERSON_IMPORT_MSG.notTable);
    throw error;
  });
}

/** A cell as text: a date as YYYY-MM-DD, a formula by its result, rich text and links by their text. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result as CellValue);
    if ('text' in value) return String(value.text).trim();
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

function rowCells(values: CellValue[] | Record<string, CellValue>): string[] {
  // exceljs numbers cells from 1: values[0] is empty
  const list = Array.isArray(values) ? values.slice(1) : [];
  return Array.from(list, (value) => cellText(value));
}

async function xlsxReader(data: Buffer): Promise<TableReader> {
  const { default: excel } = await import('exceljs');
  async function* sheetRows() {
    const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([data]), {
      sharedStrings: 'cache',
      // a date is told from a number by its cell's format
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) yield { line: row.number, cells: rowCells(row.values) };
      // the first sheet only
      return;
    }
    // a ZIP without a sheet (a .docx, an archive) is no workbook
    throw badRequest(PERSON_IMPORT_MSG.notTable);
  }
  try {
    let header: string[] | null = null;
    for await (const row of sheetRows()) {
      if (isBlank(row.cells)) continue;
      header = row.cells;
      break;
    }
    if (!header) throw badRequest(PERSON_IMPORT_MSG.noRows);
    const headerLine = header;
    return {
      header: headerLine,
      rows: async function* () {
        let seenHeader = false;
        for await (const row of sheetRows()) {
          if (isBlank(row.cells)) continue;
          if (!seenHeader) {
            seenHeader = true;
            continue;
          }
          yield row;
        }
      },
    };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(PERSON_IMPORT_MSG.notTable);
  }
}

/** The file as a table of its format; a file that does not read as one answers 400. */
export function readTable(data: Buffer, format: ImportFormat): Promise<TableReader> {
  return format === 'xlsx' ? xlsxReader(data) : csvReader(data);
}
