/**
 * An import's report: a CSV (UTF-8 with a BOM, «;» between values, as a Russian Excel opens it) of the rows not
 * imported — the row's number, its problem and the row's own values — and, after a cancel, a line saying where it
 * stopped.
 */

/**
 * A cell Excel would take for a formula (it begins with = + - @, a tab or a carriage return: a file's cell like
 * «=HYPERLINK(…)» would run when the administrator opens the report) is written after an apostrophe, which Excel
 * shows as text and hides.
 */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const quote = (raw: string) => {
  const value = inert(raw);
  return /[";\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
};
const line = (values: readonly string[]) => `${values.map(quote).join(';')}\r\n`;

export function reportCsv(input: {
  header: readonly string[];
  rows: readonly { row: number; message: string; cells: readonly string[] }[];
  /** said first when the import was cancelled */
  note?: string;
}): Buffer {
  const parts = [`\uFEFF${line(['Строка', 'Проблема', ...input.header])}`];
  if (input.note) parts.push(line(['', input.note]));
  for (const row of input.rows) parts.push(line([String(row.row), row.message, ...row.cells]));
  return Buffer.from(parts.join(''), 'utf8');
}
