import { describe, expect, it } from 'vitest';
import { buildDocx, paragraph } from './builtin/docx-builder';
import { docxText, inspectTemplate, renderTemplate, unknownPlaceholders } from './template-engine';

const docx = (...lines: string[]) =>
  buildDocx(
    'Проба',
    lines.map((line) => paragraph(line)),
  );
const problem = (data: Buffer) => {
  try {
    inspectTemplate(data);
    return null;
  } catch (error) {
    return (error as { body: unknown }).body;
  }
};

describe('template engine', () => {
  it('lists the tags in order; conditions read the same scope, the items loop prefixes its fields', () => {
    const { placeholders } = inspectTemplate(
      docx(
        '{#funeral_date}Похороны {funeral_date} в {funeral_time}{/funeral_date}{^funeral_date}Дата не назначена{/funeral_date}',
        '{#items}{n}. {name} по сделке {order_number}{/items}',
        '{client_name} {mystery}',
      ),
    );
    expect(placeholders).toEqual([
      'funeral_date',
      'funeral_time',
      'items',
      'items.n',
      'items.name',
      'items.order_number',
      'client_name',
      'mystery',
    ]);
    expect(unknownPlaceholders([...placeholders, 'items.mystery', 'items.name.deep'])).toEqual([
      'mystery',
      'items.mystery',
      'items.name.deep',
    ]);
  });

  it('names the problem of a broken template in Russian', () => {
    expect(problem(docx('{#items}{name}'))).toEqual({
      file: ['Цикл «items» не закрыт: добавьте закрывающий тег {/items}'],
    });
    expect(problem(docx('{#items}{/orders}'))).toEqual({
      file: ['Цикл {#items} закрыт тегом {/orders}: имена должны совпадать'],
    });
    expect(problem(docx('{name}}'))).toEqual({
      file: ['Две закрывающие скобки подряд в теге «name}}»: оставьте одну «}»'],
    });
    expect(problem(Buffer.from('PK\u0003\u0004 broken'))).toEqual({
      file: ['Файл не является документом Word (.docx): загрузите шаблон в формате .docx'],
    });
  });

  it('fills values, empty for what is missing, conditions by emptiness, lines per item', () => {
    const text = docxText(
      renderTemplate(
        docx(
          'Клиент: {client_name}; телефон: {client_phone}.',
          '{#cremation_date}Кремация {cremation_date}{/cremation_date}{^cremation_date}Без кремации{/cremation_date}',
          '{#items}[{n} {name}]{/items}',
        ),
        {
          client_name: 'Иванова М. П.',
          cremation_date: '',
          items: [
            { n: '1', name: 'Венок' },
            { n: '2', name: 'Гроб' },
          ],
        },
      ),
    );
    expect(text).toContain('Клиент: Иванова М. П.; телефон: .');
    expect(text).toContain('Без кремации');
    expect(text).toContain('[1 Венок][2 Гроб]');
  });
});
