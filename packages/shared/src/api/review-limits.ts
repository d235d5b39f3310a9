/**
 * A review's limits, without zod: the company's public page shows the stars and must stay light (issue 4's
 * weight targets). @sp/shared/api/reviews re-exports them.
 */

/** The comment's length limit (the spec shows a counter but not the limit): about a page of text. */
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
