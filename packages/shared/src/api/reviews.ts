import { z } from 'zod';
import { blankToUndefined, listQuerySchema } from './common';
import { REVIEW_COMMENT_MAX, REVIEW_STARS_MAX, REVIEW_STARS_MIN } from './review-limits';

/**
 * Reviews of a deal (SPEC §3 Review, §4, §5; issue 5 §5): the deal's client leaves one review for a deal that is
 * Выполнена: 1–5 stars and a comment with a character counter; an empty review cannot be sent. It shows on the
 * company's public page only once an administrator approves it (is_moderation) and has not banned it (is_banned).
 */

export { REVIEW_COMMENT_MAX, REVIEW_STARS_MAX, REVIEW_STARS_MIN } from './review-limits';

export const REVIEW_MSG = {
  commentRequired: 'Напишите отзыв: пустой отзыв отправить нельзя',
  commentTooLong: `Отзыв не длиннее ${REVIEW_COMMENT_MAX} символов`,
  stars: 'Поставьте оценку от 1 до 5 звёзд',
  notClient: 'Оставить отзыв о сделке может только её клиент.',
  notCompleted: 'Отзыв можно оставить, когда сделка выполнена.',
  duplicate: 'Отзыв об этой сделке уже оставлен.',
  orderNotFound: 'Сделка не найдена.',
  notEditable: 'Отзыв уже проверен администратором: изменить его нельзя.',
  bannedKept: 'Отклонённый администратором отзыв удалить нельзя.',
  companyRequired: 'Укажите компанию',
  sent: 'Спасибо! Отзыв появится на странице компании после проверки.',
} as const;

/** pending: waits for the administrator; approved: public; banned: hidden for good. */
export const REVIEW_STATUSES = ['pending', 'approved', 'banned'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'На модерации',
  approved: 'Опубликован',
  banned: 'Отклонён',
};

/** The status the flags give: banned wins over approved. */
export function reviewStatusOf(flags: { is_moderation: boolean; is_banned: boolean }): ReviewStatus {
  if (flags.is_banned) return 'banned';
  return flags.is_moderation ? 'approved' : 'pending';
}

export const reviewStarsField = z.coerce
  .number({ error: REVIEW_MSG.stars })
  .int({ error: REVIEW_MSG.stars })
  .min(REVIEW_STARS_MIN, { error: REVIEW_MSG.stars })
  .max(REVIEW_STARS_MAX, { error: REVIEW_MSG.stars });

export const reviewCommentField = z
  .string({ error: REVIEW_MSG.commentRequired })
  .trim()
  .min(1, { error: REVIEW_MSG.commentRequired, abort: true })
  .max(REVIEW_COMMENT_MAX, { error: REVIEW_MSG.commentTooLong });

/** PUT /api/reviews/reviews/{id}/: the client changes stars and comment while the review waits for moderation. */
export const reviewUpdateBodySchema = z.object({ stars: reviewStarsField, comment: reviewCommentField });
export type ReviewUpdateBody = z.infer<typeof reviewUpdateBodySchema>;

/** POST /api/reviews/reviews/ */
export const reviewCreateBodySchema = reviewUpdateBodySchema.extend({
  order_id: z.coerce.number().int().positive(),
});
export type ReviewCreateBody = z.infer<typeof reviewCreateBodySchema>;

const reviewBase = {
  id: z.number().int(),
  order_id: z.number().int(),
  company_id: z.number().int(),
  stars: z.number().int(),
  comment: z.string(),
  is_moderation: z.boolean(),
  is_banned: z.boolean(),
  status: z.enum(REVIEW_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
};

/** The caller's own review (GET /api/reviews/reviews/): with the deal's number and the company's name. */
export const myReviewSchema = z.object({
  ...reviewBase,
  order_number: z.number().int(),
  company_name: z.string(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** A review the company reads (GET /api/reviews/reviews-company/): the deal and its client by name. */
export const companyReviewSchema = z.object({
  ...reviewBase,
  order_number: z.number().int(),
  author_name: z.string(),
});
export type CompanyReview = z.infer<typeof companyReviewSchema>;

/** A review the administrator moderates (/api/admin/reviews/): with the company and the author's contact. */
export const adminReviewSchema = z.object({
  ...reviewBase,
  order_number: z.number().int(),
  company_name: z.string(),
  author: z.object({ id: z.number().int(), name: z.string(), contact: z.string() }).nullable(),
  moderated_at: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** A published review (GET /api/public/reviews-company/): the author by first name only. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  stars: z.number().int(),
  comment: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const publicReviewsSchema = z.object({
  results: z.array(publicReviewSchema),
  count: z.number().int(),
  /** the published reviews' average stars, one decimal; null without reviews */
  average: z.number().nullable(),
});
export type PublicReviews = z.infer<typeof publicReviewsSchema>;

const statusFilter = z.preprocess(blankToUndefined, z.enum(REVIEW_STATUSES).optional());

export const reviewsQuerySchema = listQuerySchema.extend({ status: statusFilter });

/** GET /api/reviews/reviews/: the caller's reviews, or the one of a deal (order_id). */
export const myReviewsQuerySchema = listQuerySchema.extend({
  order_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
});
export type ReviewsQuery = z.input<typeof reviewsQuerySchema>;

export const publicReviewsQuerySchema = listQuerySchema.extend({
  company_id: z.coerce.number({ error: REVIEW_MSG.companyRequired }).int().positive(),
});

/** PUT /api/admin/reviews/{id}/ (SPEC §4: review moderation uses is_banned and is_moderation). */
export const adminReviewFlagsSchema = z
  .object({ is_moderation: z.boolean().optional(), is_banned: z.boolean().optional() })
  .refine((value) => value.is_moderation !== undefined || value.is_banned !== undefined, {
    message: 'Укажите is_moderation или is_banned',
  });
export type AdminReviewFlags = z.infer<typeof adminReviewFlagsSchema>;
