import type { ReleaseNote } from '@sp/shared/api/misc';
import type { Db } from '../../db/client';
import { releaseNotes } from './releases.table';

/** The product's release notes, shipped with the code and written on every start (by version). */
export const RELEASE_NOTES: Omit<ReleaseNote, 'id'>[] = [
  {
    version: '2.5.1',
    date: '2026-11-21',
    changes: [
      {
        type: 1,
        image: null,
        name: 'Новый личный кабинет',
        description:
          'Кабинет стал быстрее и удобнее: меню показывает только доступные вам разделы, а на телефоне открывается кнопкой.',
        availability: [5],
        extra: ['Меню можно свернуть, чтобы освободить место для работы.'],
        help: 'general',
      },
      {
        type: 1,
        image: null,
        name: 'Вход по коду',
        description: 'Войти можно по одноразовому коду, который придёт на телефон или электронную почту.',
        availability: [1, 2, 4],
        extra: [],
        help: null,
      },
      {
        type: 1,
        image: null,
        name: 'Книга памяти',
        description:
          'Гости страницы памяти оставляют воспоминания и зажигают свечи. Воспоминания появляются на странице после вашего одобрения или сразу — как вы решите.',
        availability: [1],
        extra: [
          'Новые записи отмечены в «Страницах памяти», а на почту или телефон приходит короткое сообщение.',
        ],
        help: null,
      },
      {
        type: 1,
        image: null,
        name: 'Роли сотрудников',
        description:
          'Права сотрудников задаются ролями по разделам: полный доступ, чтение и запись или только чтение.',
        availability: [2, 4],
        extra: [],
        help: null,
      },
      {
        type: 2,
        image: null,
        name: 'Сообщение об ошибке',
        description: 'Сообщить об ошибке можно из любого раздела, приложив снимок экрана.',
        availability: [5],
        extra: ['Пустое сообщение отправить нельзя: опишите, что произошло, хотя бы в 20 символах.'],
        help: null,
      },
    ],
  },
];

export async function writeReleaseNotes(db: Db): Promise<void> {
  for (const note of RELEASE_NOTES) {
    await db
      .insert(releaseNotes)
      .values(note)
      .onConflictDoUpdate({ target: releaseNotes.version, set: { date: note.date, changes: note.changes } });
  }
}
