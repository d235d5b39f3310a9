import { z } from 'zod';
import { listQuerySchema } from './common';

/**
 * The administrator's import of a cemetery's register (SPEC /admin/import-person, /api/admin/import-persons/;
 * issue 16 §1, §3): a CSV or XLSX file whose columns are mapped onto a person's and a burial's fields, checked in a
 * dry run, then imported by a background job into one cemetery, the persons owned by its municipal organisation.
 */

/** The largest file taken, in MB. */
export const PERSON_IMPORT_MAX_MB = 20;
/** The rows one file may hold (20 MB of a register's rows is about 230,000): a larger one is split. */
export const PERSON_IMPORT_MAX_ROWS = 250_000;
/** The columns one file may hold (the mapping names a field for each). */
export const PERSON_IMPORT_MAX_COLUMNS = 200;
/** How many problems a dry run lists (the total is counted in full). */
export const DRY_RUN_PROBLEMS_SHOWN = 200;

/** What a column can be mapped onto, in the order the page offers them. */
export const IMPORT_FIELDS = [
  'last_name',
  'first_name',
  'patronymic',
  'gender',
  'date_birth',
  'date_death',
  'city',
  'burial_date',
  'area',
  'grave_number',
  'latitude',
  'longitude',
  'note',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  last_name: 'Фамилия',
  first_name: 'Имя',
  patronymic: 'Отчество',
  gender: 'Пол',
  date_birth: 'Дата рождения',
  date_death: 'Дата смерти',
  city: 'Город',
  burial_date: 'Дата захоронения',
  area: 'Участок',
  grave_number: 'Номер могилы',
  latitude: 'Широта',
  longitude: 'Долгота',
  note: 'Примечание',
};

/** Fields a mapping must have. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['first_name'];

/** Header words that suggest a field (lower case, «ё» as «е»; a header is matched whole, or by its first words). */
const HEADER_WORDS: Record<ImportField, readonly string[]> = {
  last_name: ['фамилия', 'last_name', 'last name', 'surname', 'lastname'],
  first_name: ['имя', 'first_name', 'first name', 'firstname', 'name'],
  patronymic: ['отчество', 'patronymic', 'middle name'],
  gender: ['пол', 'gender', 'sex'],
  date_birth: ['дата рождения', 'родился', 'родилась', 'рождение', 'date_birth', 'birth date', 'birth'],
  date_death: ['дата смерти', 'умер', 'умерла', 'смерть', 'date_death', 'death date', 'death'],
  city: ['город', 'населенный пункт', 'city'],
  burial_date: ['дата захоронения', 'дата погребения', 'захоронен', 'burial_date', 'burial date'],
  area: ['участок', 'сектор', 'квартал', 'area', 'section'],
  grave_number: ['номер могилы', '№ могилы', 'могила', 'номер', 'grave_number', 'grave'],
  latitude: ['широта', 'lat', 'latitude'],
  longitude: ['долгота', 'lng', 'lon', 'longitude'],
  note: ['примечание', 'комментарий', 'заметка', 'note', 'comment'],
};

const normalized = (text: string) => text.trim().toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ');

/** A mapping guessed from the header: each column's field, or null; a field goes to its first matching column. */
export function suggestMapping(header: readonly string[]): (ImportField | null)[] {
  const mapping: (ImportField | null)[] = header.map(() => null);
  const taken = new Set<ImportField>();
  // an exact header first («Дата смерти» is not taken by «Дата рождения»'s start), then a header's start
  for (const exact of [true, false]) {
    header.forEach((raw, column) => {
      if (mapping[column]) return;
      const text = normalized(raw);
      if (!text) return;
      const field = IMPORT_FIELDS.find(
        (candidate) =>
          !taken.has(candidate) &&
          HEADER_WORDS[candidate].some((word) =>
            exact ? text === word : text.startsWith(`${word} `) || text.startsWith(`${word}(`),
          ),
      );
      if (field) {
        mapping[column] = field;
        taken.add(field);
      }
    });
  }
  return mapping;
}

export const PERSON_IMPORT_MSG = {
  fileRequired: 'Выберите файл CSV или XLSX',
  notTable: 'Файл не похож на таблицу: загрузите CSV (UTF-8 или Windows-1251) или XLSX',
  noRows: 'В файле нет строк с данными под строкой заголовков',
  tooManyRows: 'В файле больше 250 000 строк: разделите его на части и импортируйте их по очереди',
  tooManyColumns: 'В файле больше 200 колонок: оставьте только колонки с данными персон',
  noMunicipal:
    'У кладбища нет муниципальной организации: назначьте её кладбищу, персоны импортируются в её учёт',
  mappingColumns: 'Сопоставление должно назвать поле для каждой колонки файла (или оставить её без поля)',
  mappingRequired: 'Укажите колонку с именем',
  mappingTwice: (field: string) => `Поле «${field}» выбрано для нескольких колонок`,
  notUploaded: 'Этот импорт уже запущен',
  deleteNotStarted: 'Удалить можно только загруженный файл, импорт которого не запускали',
  alreadyRunning: (id: number) =>
    `Импорт № ${id} в кладбища этой организации ещё идёт: дождитесь его конца или отмените его`,
  finished: 'Импорт уже завершён',
  noReport: 'Отчёт ещё не готов',
  // a row's problems
  firstName: 'Не указано имя',
  badDate: (text: string) => `Дата не распознана: «${text}» (ожидается 1950, 03.1950 или 12.03.1950)`,
  deathBeforeBirth: 'Дата смерти раньше даты рождения',
  badGender: (text: string) => `Пол не распознан: «${text}» (м или ж)`,
  unknownArea: (text: string) => `Участка «${text}» на этом кладбище нет`,
  badCoordinate: (text: string) => `Координата не распознана: «${text}»`,
  newGraveWithoutPoint: (number: string) =>
    `Могилы № ${number} на кладбище нет, а для новой не указаны широта и долгота`,
  graveFull: (number: string) => `В могиле № ${number} нет свободных мест`,
  graveAmbiguous: (number: string) => `Могил № ${number} несколько на разных участках: укажите участок`,
  tooLong: (field: string) => `Слишком длинное значение в поле «${field}»`,
  duplicate: 'Уже есть: такой человек с теми же датами уже в учёте организации, строка пропущена',
  stalled:
    'Импорт отменён: его обработка прервалась; сохранённые строки остались, остальные не импортированы',
  cancelledAfter: (row: number) =>
    `Импорт отменён: строки до ${row} обработаны и сохранены, остальные не импортированы`,
} as const;

export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'cancelled', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  // the file was taken, its import never started (it can be deleted: DELETE …/{id}/)
  uploaded: 'Не запущен',
  queued: 'В очереди',
  running: 'Идёт',
  done: 'Завершён',
  cancelled: 'Отменён',
  failed: 'Ошибка',
};

const mappingSchema = z.array(z.enum(IMPORT_FIELDS).nullable()).max(PERSON_IMPORT_MAX_COLUMNS);

/** POST …/{id}/dry-run/ and …/{id}/start/: the cemetery and each column's field (null: not imported). */
export const importRunBodySchema = z
  .object({
    cemetery_id: z.number({ error: 'Выберите кладбище' }).int().positive(),
    mapping: mappingSchema,
  })
  .superRefine((body, context) => {
    for (const field of REQUIRED_IMPORT_FIELDS)
      if (!body.mapping.includes(field))
        context.addIssue({ code: 'custom', path: ['mapping'], message: PERSON_IMPORT_MSG.mappingRequired });
    const seen = new Set<string>();
    for (const field of body.mapping) {
      if (!field) continue;
      if (seen.has(field))
        context.addIssue({
          code: 'custom',
          path: ['mapping'],
          message: PERSON_IMPORT_MSG.mappingTwice(IMPORT_FIELD_LABELS[field]),
        });
      seen.add(field);
    }
  });
export type ImportRunBody = z.infer<typeof importRunBodySchema>;

/** POST /api/admin/import-persons/: the file taken, its columns, first rows and a suggested mapping. */
export const importUploadSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  format: z.enum(['csv', 'xlsx']),
  /** data rows (the header row not counted) */
  total: z.number().int(),
  columns: z.array(z.string()),
  /** the first data rows, as text */
  sample: z.array(z.array(z.string())),
  mapping: mappingSchema,
});
export type ImportUpload = z.infer<typeof importUploadSchema>;

export const importProblemSchema = z.object({
  /** the row's number in the file (the header is row 1) */
  row: z.number().int(),
  /** the column's header, or '' for the row as a whole */
  column: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** What an import would create (a dry run) or created. */
const importCountsShape = {
  total: z.number().int(),
  persons: z.number().int(),
  burials: z.number().int(),
  graves: z.number().int(),
  /** rows already in the organisation's register («уже есть») */
  skipped: z.number().int(),
  /** rows with problems, not imported */
  failed: z.number().int(),
};

export const dryRunSchema = z.object({
  ...importCountsShape,
  /** the first DRY_RUN_PROBLEMS_SHOWN problems, by row */
  problems: z.array(importProblemSchema),
  problems_count: z.number().int(),
});
export type DryRun = z.infer<typeof dryRunSchema>;

export const personImportSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  format: z.enum(['csv', 'xlsx']),
  status: z.enum(IMPORT_STATUSES),
  cemetery: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ...importCountsShape,
  /** rows looked at so far */
  processed: z.number().int(),
  cancel_requested: z.boolean(),
  /** the report's address once written */
  report_url: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type PersonImport = z.infer<typeof personImportSchema>;

export const personImportsQuerySchema = listQuerySchema;
