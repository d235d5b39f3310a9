import { z } from 'zod';
import { MSG } from '../validation/messages';
import { listQuerySchema } from './common';
import {
  cleanGuestName,
  cleanGuestText,
  GUEST_BOOK_MODERATIONS,
  GUEST_BOOK_MSG,
  GUEST_BOOK_PAGE_SIZE,
  GUEST_ENTRY_KINDS,
  GUEST_ENTRY_STATUSES,
  GUEST_NAME_MAX,
  GUEST_TEXT_MAX,
} from './guest-book-limits';

export * from './guest-book-limits';

/**
 * The guest book of a memory page (issue 12; the paths are ours): guests leave a memory (their name and plain text)
 * or light a candle (a name if they wish), with the captcha and limits per address and per page. The page's keeper
 * (its owner: the family, or the company until it hands the page over) shows memories after approving each, or
 * at once, and hides or deletes any entry. Only public and «by link» pages take entries (the token in the
 * X-Page-Token header); anything else is 404.
 *
 *   GET, POST /api/memory_page/public/{id}/guest-book/          guests: approved memories, candles; a new entry
 *   GET, PUT  /api/memory_page/page/{id}/guest-book/            the keeper: settings and counts
 *   GET       /api/memory_page/page/{id}/guest-book/entries/    the keeper: every entry, by status
 *   PUT, DELETE /api/memory_page/page/{id}/guest-book/entries/{entry}/   approve or hide; delete
 *   POST      /api/memory_page/page/{id}/guest-book/seen/       the keeper has seen the new entries
 */

/** A raw field bounded before cleaning (markup and invisible characters may make it longer than it reads). */
const raw = (max: number) => z.string().max(max * 4, { message: MSG.tooLong, abort: true });

/** POST /api/memory_page/public/{id}/guest-book/: a memory (name and text) or a candle (a name if any). */
export const guestEntryCreateSchema = z
  .object({
    kind: z.enum(GUEST_ENTRY_KINDS),
    name: raw(GUEST_NAME_MAX).default('').transform(cleanGuestName),
    /** plain text; a candle has none (anything sent is dropped) */
    text: raw(GUEST_TEXT_MAX).default('').transform(cleanGuestText),
    /** the anti-bot token, as for /api/public/request/; `recaptcha` is its other name */
    captcha: z.string().max(10_000).optional(),
    recaptcha: z.string().max(10_000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.name.length > GUEST_NAME_MAX)
      ctx.addIssue({ code: 'custom', path: ['name'], message: GUEST_BOOK_MSG.nameTooLong });
    if (value.kind !== 'memory') return;
    if (!value.name) ctx.addIssue({ code: 'custom', path: ['name'], message: GUEST_BOOK_MSG.nameRequired });
    if (!value.text) ctx.addIssue({ code: 'custom', path: ['text'], message: GUEST_BOOK_MSG.textRequired });
    else if (value.text.length > GUEST_TEXT_MAX)
      ctx.addIssue({ code: 'custom', path: ['text'], message: GUEST_BOOK_MSG.textTooLong });
  })
  .meta({
    oneOf: [
      {
        required: ['kind', 'name', 'text'],
        properties: { kind: { const: 'memory' }, name: { minLength: 1 }, text: { minLength: 1 } },
      },
      { required: ['kind'], properties: { kind: { const: 'candle' } } },
    ],
    description:
      'kind memory: name and text (plain text; markup and invisible characters are removed) required; kind candle: name optional, no text',
  });
export type GuestEntryCreate = z.input<typeof guestEntryCreateSchema>;

/** A memory as guests read it. */
export const publicGuestEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type PublicGuestEntry = z.infer<typeof publicGuestEntrySchema>;

/** GET /api/memory_page/public/{id}/guest-book/: approved memories newest first, and the candles lit. */
export const publicGuestBookSchema = z.object({
  results: z.array(publicGuestEntrySchema),
  count: z.number().int(),
  candles: z.number().int(),
  /** the keeper takes new entries */
  accepts_entries: z.boolean(),
  moderation: z.enum(GUEST_BOOK_MODERATIONS),
});
export type PublicGuestBook = z.infer<typeof publicGuestBookSchema>;

export const publicGuestBookQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(GUEST_BOOK_PAGE_SIZE),
});

/** A «by link» page's token, as a header: never in an address (logs, referrers). */
export const pageTokenHeadersSchema = z.looseObject({
  'x-page-token': z.string().max(100).optional().meta({ description: 'the token of a «by link» page' }),
});

export const guestEntryCreatedSchema = z.object({
  detail: z.string(),
  entry: z.object({
    id: z.number().int(),
    kind: z.enum(GUEST_ENTRY_KINDS),
    status: z.enum(GUEST_ENTRY_STATUSES),
  }),
  /** candles lit on the page now */
  candles: z.number().int(),
});
export type GuestEntryCreated = z.infer<typeof guestEntryCreatedSchema>;

/** An entry as the keeper sees it. */
export const guestEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(GUEST_ENTRY_KINDS),
  name: z.string(),
  text: z.string(),
  status: z.enum(GUEST_ENTRY_STATUSES),
  /** not yet seen by the keeper */
  is_new: z.boolean(),
  created_at: z.string(),
  moderated_at: z.string().nullable(),
});
export type GuestEntry = z.infer<typeof guestEntrySchema>;

export const guestEntriesQuerySchema = listQuerySchema.extend({
  status: z.enum(GUEST_ENTRY_STATUSES).optional(),
  kind: z.enum(GUEST_ENTRY_KINDS).optional(),
});
export type GuestEntriesQuery = z.infer<typeof guestEntriesQuerySchema>;

/** GET /api/memory_page/page/{id}/guest-book/: the keeper's settings and what the book holds. */
export const guestBookSchema = z.object({
  page_id: z.number().int(),
  moderation: z.enum(GUEST_BOOK_MODERATIONS),
  accepts_entries: z.boolean(),
  /** a message to the keeper's e-mail or phone when new entries come (at most one in a few hours) */
  notify: z.boolean(),
  counts: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    hidden: z.number().int(),
    candles: z.number().int(),
    /** waiting for approval, or not yet seen */
    new: z.number().int(),
  }),
});
export type GuestBook = z.infer<typeof guestBookSchema>;

export const guestBookUpdateSchema = z.object({
  moderation: z.enum(GUEST_BOOK_MODERATIONS).optional(),
  accepts_entries: z.boolean().optional(),
  notify: z.boolean().optional(),
});
export type GuestBookUpdate = z.infer<typeof guestBookUpdateSchema>;

/** PUT …/entries/{entry}/: publish (approve, or show again) or hide. */
export const guestEntryModerateSchema = z.object({ status: z.enum(['approved', 'hidden']) });

export const guestEntryParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  entry: z.coerce.number().int().positive(),
});
