/**
 * The guest book of a memory page (not in the spec; issue 12): its numbers, messages and the plain-text rule,
 * without zod, so that the public page /person/{id} that shows it stays light. @sp/shared/api/guest-book
 * re-exports them with the request and answer schemas.
 */

/** A memory's writer names themselves in at most this many characters. */
export const GUEST_NAME_MAX = 60;
/** A memory is plain text of at most this many characters (about a page). */
export const GUEST_TEXT_MAX = 2000;
/** Memories per page of the public list. */
export const GUEST_BOOK_PAGE_SIZE = 10;

/** Entries (memories and candles) one address may leave in an hour, and in a day, on all pages together. */
export const GUEST_ENTRIES_PER_HOUR = 5;
export const GUEST_ENTRIES_PER_DAY = 20;
/** Entries one page takes in an hour from everyone together (a flood from many addresses stops here). */
export const PAGE_ENTRIES_PER_HOUR = 60;
/** The keeper hears of new entries at most once in this many hours per page. */
export const KEEPER_NOTICE_HOURS = 6;

export const GUEST_ENTRY_KINDS = ['memory', 'candle'] as const;
export type GuestEntryKind = (typeof GUEST_ENTRY_KINDS)[number];

export const GUEST_ENTRY_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type GuestEntryStatus = (typeof GUEST_ENTRY_STATUSES)[number];
export const GUEST_ENTRY_STATUS_LABELS: Record<GuestEntryStatus, string> = {
  pending: 'Ждёт одобрения',
  approved: 'Опубликована',
  hidden: 'Скрыта',
};

/** When guests' memories appear: after the keeper approves each (the default), or at once. */
export const GUEST_BOOK_MODERATIONS = ['approval', 'immediate'] as const;
export type GuestBookModeration = (typeof GUEST_BOOK_MODERATIONS)[number];
export const GUEST_BOOK_MODERATION_LABELS: Record<GuestBookModeration, string> = {
  approval: 'После одобрения',
  immediate: 'Показывать сразу',
};

export const GUEST_BOOK_MSG = {
  nameRequired: 'Укажите ваше имя',
  nameTooLong: `Имя не длиннее ${GUEST_NAME_MAX} символов`,
  textRequired: 'Напишите воспоминание',
  textTooLong: `Воспоминание не длиннее ${GUEST_TEXT_MAX} символов`,
  closed: 'Хранитель страницы больше не принимает записи в книгу памяти.',
  entryNotFound: 'Запись не найдена',
  sentPending: 'Спасибо. Воспоминание появится на странице, когда его одобрит хранитель страницы.',
  sentPublished: 'Спасибо. Воспоминание опубликовано.',
  candleLit: 'Свеча зажжена. Спасибо, что помните.',
  tooManyFromAddress: (minutes: number) =>
    `Слишком много записей с вашего адреса. Повторите через ${minutes} мин.`,
  tooManyOnPage: (minutes: number) =>
    `Страница сейчас получает слишком много записей. Повторите через ${minutes} мин.`,
} as const;

// control characters but tab and line feed; the invisible marks that turn or hide text (bidi overrides, zero
// width spaces; the zero-width joiner stays: emoji need it); tags written as markup
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it removes
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const INVISIBLE = /[\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
const MARKUP = /<\/?[a-zA-Z][^<>]*>/g;

/**
 * A guest's memory as stored and shown: plain text (the page never renders it as HTML), tags written as markup
 * and control or invisible characters removed, line ends as \n, at most one empty line in a row, no spaces at
 * line ends, trimmed. «Люблю <3» keeps its heart.
 */
export function cleanGuestText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(MARKUP, '')
    .replace(CONTROL, (char) => (char === '\t' ? ' ' : ''))
    .replace(INVISIBLE, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A writer's name: the same, on one line with single spaces. */
export function cleanGuestName(value: string): string {
  return cleanGuestText(value).replace(/\s+/g, ' ');
}
