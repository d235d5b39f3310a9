import { z } from 'zod';
import { type FieldDoc, orEmpty } from '../validation/fields';
import { MSG } from '../validation/messages';
import {
  accountProblem,
  bikProblem,
  corrAccountProblem,
  kppProblem,
  ogrnProblem,
  REQUISITE_DOCS,
} from '../validation/requisites';
import { blankToUndefined, listQuerySchema } from './common';

/**
 * Documents (SPEC §7 /api/documents/, issue 5 §3): .docx templates with placeholders (the catalog is in
 * packages/shared/src/documents/placeholders.ts), four built-in templates every company has, documents generated
 * for a deal as .docx (docxtemplater) and PDF (LibreOffice headless), every download recorded
 * (/api/journal/company/document-download-history/), the burial register, and the company's details for documents.
 *
 * A template's `id` is a string: a built-in's key («contract», «invoice», «act», «work-order») or the number of the
 * company's own template («12»). A document keeps its .docx; its PDF is made when asked for and kept.
 */

export const BUILTIN_TEMPLATE_KEYS = ['contract', 'invoice', 'act', 'work-order'] as const;
export type BuiltinTemplateKey = (typeof BUILTIN_TEMPLATE_KEYS)[number];

export const BUILTIN_TEMPLATE_NAMES: Record<BuiltinTemplateKey, string> = {
  contract: 'Договор на оказание ритуальных услуг',
  invoice: 'Счёт',
  act: 'Акт выполненных работ',
  'work-order': 'Наряд-заказ',
};

export const BUILTIN_TEMPLATE_DESCRIPTIONS: Record<BuiltinTemplateKey, string> = {
  contract:
    'Договор с клиентом: предмет, спецификация товаров и услуг, стоимость и порядок расчётов, обязанности и ответственность сторон, реквизиты и подписи.',
  invoice: 'Счёт на оплату с банковскими реквизитами компании, позициями сделки и суммой прописью.',
  act: 'Акт выполненных работ (оказанных услуг) по сделке для подписи клиентом.',
  'work-order':
    'Наряд-заказ для сотрудников: клиент, умерший, даты похорон и кремации, место захоронения, позиции и подписи.',
};

export function isBuiltinKey(value: string): value is BuiltinTemplateKey {
  return (BUILTIN_TEMPLATE_KEYS as readonly string[]).includes(value);
}

export const DOCUMENT_FORMATS = ['docx', 'pdf'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export const DOCUMENT_FORMAT_LABELS: Record<DocumentFormat, string> = {
  docx: 'Word (.docx)',
  pdf: 'PDF',
};

/** An uploaded template is at most 10 MB. */
export const TEMPLATE_MAX_MB = 10;
export const TEMPLATE_NAME_MAX = 200;

export const DOCUMENT_MSG = {
  templateNotFound: 'Шаблон не найден',
  documentNotFound: 'Документ не найден',
  orderNotFound: 'Сделка не найдена',
  fileRequired: 'Выберите файл шаблона .docx',
  notDocx: 'Файл не является документом Word (.docx): загрузите шаблон в формате .docx',
  noDocumentXml: 'В архиве нет word/document.xml: это не документ Word (.docx)',
  tooLarge: `Размер шаблона не более ${TEMPLATE_MAX_MB} МБ`,
  nameRequired: 'Введите название шаблона',
  nameTooLong: `Название не длиннее ${TEMPLATE_NAME_MAX} символов`,
  builtinReadOnly: 'Встроенный шаблон нельзя изменить или удалить; скачайте его и загрузите свою копию',
  templateRequired: 'Выберите шаблон',
  format: 'Формат: docx или pdf',
  pdfUnavailable:
    'Преобразование в PDF недоступно: на сервере не установлен LibreOffice (soffice). Скачайте документ в формате .docx.',
  pdfFailed: 'Не удалось преобразовать документ в PDF. Скачайте его в формате .docx.',
  previewUnavailable: 'Предпросмотр недоступен: на сервере не установлен LibreOffice (soffice).',
  renderFailed: 'Не удалось заполнить шаблон данными сделки',
  date: 'Неверная дата: укажите день, месяц и год',
  periodOrder: 'Дата окончания раньше даты начала',
} as const;

const MB = 1024 * 1024;

/** What an uploaded .docx may unpack to (the server's docx-package.ts explains the numbers). */
export const DOCX_LIMITS = { maxEntries: 2000, maxPartBytes: 20 * MB, maxTotalBytes: 50 * MB } as const;

const shownPart = (name: string) => (name.length > 120 ? `${name.slice(0, 117)}...` : name);

/** Why an uploaded .docx is refused: its archive and its parts. */
export const DOCX_MSG = {
  tooManyParts: `В архиве больше ${DOCX_LIMITS.maxEntries} частей: это не документ Word (.docx)`,
  partTooLarge: (name: string) =>
    `Часть документа «${shownPart(name)}» после распаковки больше ${DOCX_LIMITS.maxPartBytes / MB} МБ`,
  partLies: (name: string) =>
    `Часть документа «${shownPart(name)}» распаковывается больше заявленного размера: файл повреждён`,
  totalTooLarge: `Документ после распаковки больше ${DOCX_LIMITS.maxTotalBytes / MB} МБ`,
  duplicate: (name: string) =>
    `Часть документа «${shownPart(name)}» встречается в архиве дважды: файл повреждён`,
  encoding: (name: string) =>
    `Часть документа «${shownPart(name)}» не в кодировке UTF-8 или UTF-16: файл повреждён`,
  malformed: (name: string) => `Часть документа «${shownPart(name)}» не читается как XML: файл повреждён`,
  doctype: (name: string) =>
    `Часть документа «${shownPart(name)}» содержит объявление DTD (<!DOCTYPE>), недопустимое в .docx`,
} as const;

/** A template's tags docxtemplater cannot read, in Russian; `tag` is «name» or ''. */
export const TEMPLATE_TAG_MSG = {
  unclosedTag: (tag: string) => `Незакрытый тег ${tag}: после него нет закрывающей фигурной скобки «}»`,
  unopenedTag: (tag: string) =>
    `Тег ${tag} закрыт, но не открыт: перед ним нет открывающей фигурной скобки «{»`,
  duplicateOpen: (tag: string) => `Две открывающие скобки подряд в теге ${tag}: оставьте одну «{»`,
  duplicateClose: (tag: string) => `Две закрывающие скобки подряд в теге ${tag}: оставьте одну «}»`,
  loopNamesDiffer: (opening: string, closing: string) =>
    `Цикл {#${opening}} закрыт тегом {/${closing}}: имена должны совпадать`,
  unclosedLoop: (tag: string, name: string) => `Цикл ${tag} не закрыт: добавьте закрывающий тег {/${name}}`,
  unopenedLoop: (tag: string) => `Закрывающий тег цикла ${tag} без открывающего`,
  unbalancedLoops: 'Открывающие и закрывающие теги цикла не парные: проверьте {#…} и {/…}',
  rawXmlAlone: (tag: string) => `Тег ${tag} должен стоять в абзаце один`,
  brokenXml: 'Документ повреждён: word/document.xml не читается как XML',
  loopAcrossTable: (tag: string) => `Цикл ${tag} начинается и заканчивается в разных местах таблицы`,
  unreadable: 'Шаблон не читается',
  andMore: (count: number) => `и ещё ${count}`,
} as const;

// ---- templates

export const documentTemplateSchema = z.object({
  /** a built-in's key or the own template's number as a string */
  id: z.string(),
  name: z.string(),
  builtin: z.boolean(),
  description: z.string(),
  /** placeholders the template uses, in order of first use; a line's field as «items.name» */
  placeholders: z.array(z.string()),
  /** used placeholders the catalog does not know: they come out empty */
  unknown_placeholders: z.array(z.string()),
  /** the uploaded file's name; a built-in's is its name + .docx */
  file_name: z.string(),
  size: z.number().int(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;

/** GET /api/documents/templates/: built-ins first, then the company's own by name. */
export const templatesQuerySchema = listQuerySchema.extend({
  query: z.preprocess(blankToUndefined, z.string().trim().max(200, MSG.tooLong).optional()),
});
export type TemplatesQuery = z.input<typeof templatesQuerySchema>;

export const templateIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^(\d{1,9}|contract|invoice|act|work-order)$/, DOCUMENT_MSG.templateNotFound)
    .meta({ example: 'contract', description: 'A built-in template’s key or an own template’s number' }),
});

const templateName = z
  .string({ error: DOCUMENT_MSG.nameRequired })
  .trim()
  .min(1, DOCUMENT_MSG.nameRequired)
  .max(TEMPLATE_NAME_MAX, DOCUMENT_MSG.nameTooLong);

/** POST /api/documents/templates/ (multipart): `file` (.docx) and `name` (default: the file's name). */
export const templateUploadFieldsSchema = z.object({
  name: z.preprocess(blankToUndefined, templateName.optional()),
});

/** PATCH /api/documents/templates/{id}/ */
export const templateRenameSchema = z.object({ name: templateName });
export type TemplateRenameBody = z.infer<typeof templateRenameSchema>;

// ---- documents

/** What template_id may be: a built-in's key or an own template's number (also as a string). */
const templateRef = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.union([z.number().int().positive(), z.enum(BUILTIN_TEMPLATE_KEYS)], {
    error: DOCUMENT_MSG.templateRequired,
  }),
);

/** POST /api/documents/documents/: a document of the deal from the template. */
export const documentCreateSchema = z.object({
  order_id: z.number({ error: MSG.required }).int().positive(),
  template_id: templateRef,
  format: z.enum(DOCUMENT_FORMATS, { error: DOCUMENT_MSG.format }).default('docx'),
});
export type DocumentCreateBody = z.input<typeof documentCreateSchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  /** the template's name when generated, e.g. «Договор на оказание ритуальных услуг» */
  name: z.string(),
  /** what a download is saved as, without the extension: «Договор на оказание ритуальных услуг № 15» */
  file_name: z.string(),
  order: z.object({ id: z.number().int(), number: z.number().int() }),
  /** the template it came from: a built-in key or the own template's number; null once that template was deleted */
  template_id: z.string().nullable(),
  /** the format asked for when generated: what a download gives by default */
  format: z.enum(DOCUMENT_FORMATS),
  /** whether the PDF is made already (it is made on the first request otherwise) */
  has_pdf: z.boolean(),
  size: z.number().int(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type GeneratedDocument = z.infer<typeof documentSchema>;

export const documentsQuerySchema = listQuerySchema.extend({
  order_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
});
export type DocumentsQuery = z.input<typeof documentsQuerySchema>;

/** GET /api/documents/documents/{id}/: ?format= picks docx or pdf (default the document's), ?inline=1 to view. */
export const documentFileQuerySchema = z.object({
  format: z.preprocess(blankToUndefined, z.enum(DOCUMENT_FORMATS, { error: DOCUMENT_MSG.format }).optional()),
  inline: z.preprocess(blankToUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
});
export type DocumentFileQuery = z.input<typeof documentFileQuerySchema>;

/** Whether the server can make PDFs (LibreOffice found). */
export const documentsStatusSchema = z.object({ pdf: z.boolean() });
export type DocumentsStatus = z.infer<typeof documentsStatusSchema>;

// ---- downloads (the journal's document-download-history)

export const DOWNLOAD_MODELS = ['CustomDocument', 'DocumentTemplate'] as const;
export type DownloadModel = (typeof DOWNLOAD_MODELS)[number];

/** What a download history lists (the journal's «Скачивания документов»). */
export const DOWNLOAD_MODEL_LABELS: Record<DownloadModel, string> = {
  CustomDocument: 'Документы сделок',
  DocumentTemplate: 'Шаблоны документов',
};

const day = z.preprocess(blankToUndefined, z.iso.date({ error: DOCUMENT_MSG.date }).optional());

/**
 * GET /api/journal/company/document-download-history/: model_name CustomDocument (a deal's documents, the default)
 * or DocumentTemplate (template files); document_id, order_id, account, date_from and date_to (Moscow days,
 * inclusive); newest first.
 */
export const downloadHistoryQuerySchema = listQuerySchema
  .extend({
    model_name: z.preprocess(blankToUndefined, z.enum(DOWNLOAD_MODELS).default('CustomDocument')),
    document_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
    template_id: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
    order_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
    account: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
    date_from: day,
    date_to: day.meta({ description: 'Not before date_from' }),
  })
  .refine((value) => !value.date_from || !value.date_to || value.date_from <= value.date_to, {
    path: ['date_to'],
    message: DOCUMENT_MSG.periodOrder,
  });
export type DownloadHistoryQuery = z.input<typeof downloadHistoryQuerySchema>;

export const downloadEntrySchema = z.object({
  id: z.number().int(),
  model_name: z.enum(DOWNLOAD_MODELS),
  /** the document (null for a template, or once the document was deleted) */
  document_id: z.number().int().nullable(),
  template_id: z.string().nullable(),
  order: z.object({ id: z.number().int(), number: z.number().int() }).nullable(),
  /** the document's or template's name at the time */
  name: z.string(),
  format: z.enum(DOCUMENT_FORMATS),
  /** opened in the viewer rather than saved */
  inline: z.boolean(),
  account: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type DownloadEntry = z.infer<typeof downloadEntrySchema>;

// ---- the burial register

/** GET /api/documents/burial-register-documents/: the company's burials (deals of category 2 with a deceased). */
export const burialRegisterQuerySchema = listQuerySchema
  .extend({
    /** the burial day (the deal's funeral date, Moscow time) from… to…, inclusive */
    date_start: day,
    date_end: day.meta({ description: 'Not before date_start' }),
    query: z.preprocess(blankToUndefined, z.string().trim().max(200, MSG.tooLong).optional()),
    /** docx: the register as «Книга регистрации захоронений» (.docx) instead of JSON */
    export: z.preprocess(blankToUndefined, z.enum(['docx']).optional()),
  })
  .refine((value) => !value.date_start || !value.date_end || value.date_start <= value.date_end, {
    path: ['date_end'],
    message: DOCUMENT_MSG.periodOrder,
  });
export type BurialRegisterQuery = z.input<typeof burialRegisterQuerySchema>;

export const burialRecordSchema = z.object({
  /** the register's line number in the chosen period, oldest burial first */
  n: z.number().int(),
  order: z.object({ id: z.number().int(), number: z.number().int(), status: z.string() }),
  person: z.object({
    id: z.number().int(),
    full_name: z.string(),
    date_birth: z.string().nullable(),
    date_death: z.string().nullable(),
  }),
  /** the funeral date-time (ISO), null when not set */
  funeral_at: z.string().nullable(),
  burial_place: z.string(),
  shopper: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
});
export type BurialRecord = z.infer<typeof burialRecordSchema>;

// ---- the company's details for documents

const optionalRequisite = (
  max: number,
  problem: ((value: string) => string | null) | null,
  doc?: FieldDoc,
) => {
  const field = z
    .string()
    .trim()
    .max(max, { message: MSG.tooLong, abort: true })
    .default('')
    .check(
      z.superRefine((value, ctx) => {
        const message = value === '' || !problem ? null : problem(value);
        if (message) ctx.addIssue({ code: 'custom', message, input: value });
      }),
    );
  return doc ? field.meta(orEmpty(doc)) : field;
};

/**
 * GET, PUT /api/documents/requisites/: what documents need beyond the company card (name, ИНН, address, phone and
 * e-mail are the card's, /app/profile-company): the full legal name, КПП, ОГРН, the bank account and the signatory.
 */
export const requisitesBodySchema = z
  .object({
    legal_name: optionalRequisite(300, null),
    kpp: optionalRequisite(9, kppProblem, REQUISITE_DOCS.kpp),
    ogrn: optionalRequisite(15, ogrnProblem, REQUISITE_DOCS.ogrn),
    bank_name: optionalRequisite(300, null),
    bik: optionalRequisite(9, bikProblem, REQUISITE_DOCS.bik),
    bank_account: optionalRequisite(20, null, REQUISITE_DOCS.account),
    corr_account: optionalRequisite(20, null, REQUISITE_DOCS.corrAccount),
    director_position: optionalRequisite(200, null),
    director_name: optionalRequisite(200, null),
  })
  .superRefine((value, ctx) => {
    const checks = [
      ['bank_account', value.bank_account, accountProblem],
      ['corr_account', value.corr_account, corrAccountProblem],
    ] as const;
    for (const [field, account, problem] of checks) {
      const message = account === '' ? null : problem(account, value.bik);
      if (message) ctx.addIssue({ code: 'custom', path: [field], message, input: account });
    }
  });
export type RequisitesBody = z.input<typeof requisitesBodySchema>;

export const requisitesSchema = z.object({
  legal_name: z.string(),
  kpp: z.string(),
  ogrn: z.string(),
  bank_name: z.string(),
  bik: z.string(),
  bank_account: z.string(),
  corr_account: z.string(),
  director_position: z.string(),
  director_name: z.string(),
  /** from the company card, read-only here */
  company: z.object({
    name: z.string(),
    inn: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});
export type Requisites = z.infer<typeof requisitesSchema>;
