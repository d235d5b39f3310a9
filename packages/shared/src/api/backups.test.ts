import { describe, expect, it } from 'vitest';
import { importSummary } from './backups';

const result = (counts: Partial<Record<'persons' | 'family_links' | 'memory_pages' | 'files', number>>) => ({
  mode: 'add' as const,
  persons: 0,
  family_links: 0,
  memory_pages: 0,
  files: 0,
  warnings: [],
  ...counts,
});

describe('importSummary', () => {
  it('counts each kind with its Russian plural and leaves out zeros', () => {
    expect(importSummary(result({ persons: 25, family_links: 31, memory_pages: 3, files: 12 }))).toBe(
      'Восстановлено: 25 персон, 31 родственная связь, 3 страницы памяти, 12 файлов',
    );
    expect(importSummary(result({ persons: 1, family_links: 2, files: 21 }), 'Импортировано')).toBe(
      'Импортировано: 1 персона, 2 родственные связи, 21 файл',
    );
    expect(importSummary(result({ persons: 11, memory_pages: 5 }))).toBe(
      'Восстановлено: 11 персон, 5 страниц памяти',
    );
    expect(importSummary(result({}))).toBe('Восстановлено: ничего — в файле нет данных');
  });
});
