import { z } from 'zod';
import { pluralRu } from '../format/plural';

/**
 * /app/backups and /api/family/export/: the account's whole family side (persons, tree, memory pages, files) as
 * one archive, restored from it; and the same tree as GEDCOM 7 (a GEDZIP with photos) for other genealogy
 * programs.
 */

/** The largest archive or GEDCOM file accepted for a restore or an import (the spec leaves it to us). */
export const BACKUP_MAX_MB = 200;

/**
 * add: the archive's records become new records of the account beside what it has (nothing is overwritten);
 * replace: the account's persons, tree, memory pages and files are removed first (explicitly asked for).
 */
export const RESTORE_MODES = ['add', 'replace'] as const;
export type RestoreMode = (typeof RESTORE_MODES)[number];

export const restoreFieldsSchema = z.object({ mode: z.enum(RESTORE_MODES).default('add') });

/**
 * GET /api/family/export/gedcom/?format=: gdz (the default) a GEDZIP with the photos, ged a plain GEDCOM 7 file
 * (text, no photos) for programs that read no GEDZIP.
 */
export const GEDCOM_FORMATS = ['gdz', 'ged'] as const;
export type GedcomFormat = (typeof GEDCOM_FORMATS)[number];
export const gedcomExportQuerySchema = z.object({ format: z.enum(GEDCOM_FORMATS).default('gdz') });
/** The media type GEDCOM 7 registers for a .ged file. */
export const GEDCOM_MEDIA_TYPE = 'text/vnd.familysearch.gedcom';

/** What a restore or a GEDCOM import wrote. */
export const importResultSchema = z.object({
  mode: z.enum(RESTORE_MODES),
  persons: z.number().int(),
  /** parent and spouse links of the tree */
  family_links: z.number().int(),
  memory_pages: z.number().int(),
  /** media files: avatars, gallery photos, documents */
  files: z.number().int(),
  /** what could not be kept exactly (GEDCOM: approximate dates, missing photos), in Russian */
  warnings: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

const PHOTO_FORMS = ['фотография', 'фотографии', 'фотографий'] as const;
/** «у 1 персоны», «у 5 персон» */
const PERSON_GENITIVE = ['персоны', 'персон', 'персон'] as const;
const atPersons = (count: number) => `у ${count} ${pluralRu(count, PERSON_GENITIVE)}`;
const FAMILY_PREPOSITIONAL = ['семье', 'семьях', 'семьях'] as const;

export const BACKUP_MSG = {
  fileRequired: 'Выберите файл',
  notZip: 'Файл не является ZIP-архивом резервной копии.',
  damaged: 'Архив повреждён и не читается.',
  encrypted: 'Архив защищён паролем: такие архивы не восстанавливаются.',
  badName: 'В архиве есть файлы с недопустимыми именами (абсолютный путь или «..»).',
  tooManyEntries: 'В архиве слишком много файлов.',
  tooLargeUnpacked: 'Архив распаковывается в слишком большой объём.',
  entryTooLarge: (name: string) => `Файл «${name}» в архиве слишком большой.`,
  noManifest: 'В архиве нет файла manifest.json: это не резервная копия «Светлой памяти».',
  unknownEntry: (name: string) =>
    `В архиве лишний файл «${name}»: восстанавливается только резервная копия «Светлой памяти» без изменений.`,
  manifestJson: 'Файл manifest.json в архиве повреждён: это не JSON.',
  manifestInvalid: (details: string) => `Описание резервной копии (manifest.json) неверно: ${details}`,
  newerFormat: (version: number) =>
    `Резервная копия сделана более новой версией «Светлой памяти» (формат ${version}) и здесь не читается.`,
  missingFile: (name: string) => `В архиве нет файла «${name}», указанного в manifest.json.`,
  checksum: (name: string) => `Файл «${name}» в архиве повреждён: контрольная сумма не совпадает.`,
  fileFormat: (name: string) => `Файл «${name}» в архиве не изображение JPG, PNG или WebP и не документ PDF.`,
  gedcomFile: 'Выберите файл GEDCOM (.ged) или архив GEDZIP (.gdz, .zip).',
  gedcomEncoding: 'Файл GEDCOM должен быть в кодировке UTF-8 (GEDCOM 7).',
  gedcomMissing: 'В архиве GEDZIP нет файла gedcom.ged.',
  gedcomSyntax: (line: number, reason: string) => `Файл GEDCOM повреждён: строка ${line}: ${reason}.`,
  gedcomNoHead: 'Файл не похож на GEDCOM: он должен начинаться с записи «0 HEAD».',
  gedcomEmpty: 'В файле GEDCOM нет ни одной персоны (записей INDI).',
  gedcomTooMany: (max: number) => `В файле GEDCOM больше ${max} персон: такой файл не импортируется.`,
  biographyTooLong: (index: number, max: number) =>
    `Описание резервной копии (manifest.json) неверно: memory_pages.${index}.biography: длиннее ${max} символов.`,
  // warnings of a restore or an import (ImportResult.warnings)
  linksSkipped: (count: number) =>
    `Пропущено родственных связей, которых не может быть в древе (третий родитель, брак предка с потомком, человек — сам себе предок): ${count}.`,
  photosNotInZip: (count: number) => `${count} ${pluralRu(count, PHOTO_FORMS)} не найдено в архиве GEDZIP.`,
  photosNeedGedzip: (count: number) =>
    `Фотографии (${count}) не импортированы: загрузите архив GEDZIP (.gdz), в котором они лежат вместе с файлом GEDCOM.`,
  photosUnreadable: (count: number) =>
    `${count} ${pluralRu(count, PHOTO_FORMS)} не удалось прочитать как изображение JPG, PNG или WebP.`,
  // what a GEDCOM import kept otherwise than the file said, or left out (ImportResult.warnings)
  gedcomDualYears: (count: number) =>
    `Двойные годы (например, 1750/51) ${atPersons(count)}: сохранён поздний год, запись источника — словами рядом с датой.`,
  gedcomDatesInWords: (count: number) =>
    `Даты в другом календаре, до 1000 года или нераспознанные ${atPersons(count)} сохранены только словами.`,
  gedcomImpossibleDates: (count: number) =>
    `Несуществующие дни (например, 31 февраля) ${atPersons(count)}: сохранены месяц или год, запись источника — словами рядом с датой.`,
  gedcomDatesDropped: (count: number) =>
    `Даты в будущем или смерть раньше рождения ${atPersons(count)} не сохранены, они записаны в заметку.`,
  gedcomDeathWithoutDate: (count: number) =>
    `${atPersons(count).replace(/^у/, 'У')} отмечена смерть без даты: без даты смерти персона считается живой и видна только вам.`,
  gedcomRenamed: (count: number) =>
    `Имена ${count} ${pluralRu(count, PERSON_GENITIVE)} содержали знаки, кроме букв, дефиса, пробела и апострофа, и были исправлены; исходное написание — в заметке.`,
  gedcomUnnamed: (count: number) =>
    `${atPersons(count).replace(/^у/, 'У')} не было имени: записано «Неизвестно».`,
  gedcomEventSources: (count: number) =>
    `Источники (SOUR) основных дат рождения и смерти ${atPersons(count)} не перенесены: сохраняются только источники других записей о рождении и смерти.`,
  gedcomTooManyDetails: (count: number, names: number, facts: number) =>
    `Другие имена сверх ${names} и записи о рождении и смерти сверх ${facts} ${atPersons(count)} не перенесены.`,
  gedcomExtraCoupleEvents: (count: number) =>
    `Повторные записи о браке или разводе в ${count} ${pluralRu(count, FAMILY_PREPOSITIONAL)} не перенесены: сохранены первые.`,
} as const;

const FORMS = {
  persons: ['персона', 'персоны', 'персон'],
  family_links: ['родственная связь', 'родственные связи', 'родственных связей'],
  memory_pages: ['страница памяти', 'страницы памяти', 'страниц памяти'],
  files: ['файл', 'файла', 'файлов'],
} as const;

/** «Восстановлено: 25 персон, 31 родственная связь, 3 страницы памяти, 12 файлов»; zero counts are left out. */
export function importSummary(result: ImportResult, verb = 'Восстановлено'): string {
  const parts = (Object.keys(FORMS) as (keyof typeof FORMS)[])
    .filter((key) => result[key] > 0)
    .map((key) => `${result[key]} ${pluralRu(result[key], FORMS[key])}`);
  return parts.length ? `${verb}: ${parts.join(', ')}` : `${verb}: ничего — в файле нет данных`;
}
