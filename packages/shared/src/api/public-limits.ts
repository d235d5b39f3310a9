/**
 * The public search's and the cart's numbers, without zod: the public pages (search, company page, the cart
 * badge in the top bar) read them and must stay light. @sp/shared/api/public re-exports them.
 */
export const DEFAULT_RADIUS_KM = 50;
export const MAX_RADIUS_KM = 1000;
export const MAX_BASKET_COUNT = 10_000;
/** The cart's request needs a way to answer: the server's rule, which the cart checks before sending. */
export const CONTACT_REQUIRED_MSG = 'Укажите телефон или e-mail';
