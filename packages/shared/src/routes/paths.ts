/**
 * The addresses of the public pages of the route table (route-table.ts), and of the cabinet's home, built with their
 * parameters: links, navigate() and href use these rather than paths written by hand. The cabinet's pages are in
 * cabinet-paths.ts, which has these too. Two files because everything a public page imports ships with it: the public
 * pages (a QR code on a grave opens one on a phone) carry only these few plain functions. A test checks that each
 * builder lands on its route of the table and that every route has one.
 */

import { type Id, withId, withQuery } from './build-path';

// ---- public and guest

/** / */
export const home = () => '/';
/** /auth, the sign-in (plan=login) or registration (plan=register) form */
export const auth = (plan?: 'login' | 'register') => withQuery('/auth', { plan });
/** /routes: the site map */
export const siteMap = () => '/routes';
/** /info/agreement */
export const agreement = () => '/info/agreement';
/** /info/updates */
export const updates = () => '/info/updates';
/** /company/:id: a company's public page (its landing's id) */
export const company = (id: Id) => `/company/${id}`;
/** /company/:id/catalog */
export const companyCatalog = (id: Id) => `/company/${id}/catalog`;
/** /company_old/:id? */
export const companyOld = (id?: Id) => withId('/company_old', id);
/** /person/:id?: a public memory page */
export const person = (id: Id) => `/person/${id}`;
/** /search/:query?: the words go into the path, encoded; blank words open the empty search */
export const search = (query = '') => {
  const words = query.trim();
  return words ? `/search/${encodeURIComponent(words)}` : '/search';
};
/**
 * /search/:query??tab=people: finding a person (public memory pages by name, years, city), a search of its own
 * that never shows products; the home page's field and the site map lead here
 */
export const searchPeople = (query = '') => withQuery(search(query), { tab: 'people' });
/**
 * /search?tab=graves&grave=<id>: a grave on the public map (the «Захоронения» tab opens it with its card); the QR
 * code of a burial passport leads here
 */
export const graveOnMap = (graveId: Id) => withQuery(search(), { tab: 'graves', grave: String(graveId) });
/** /user/:id?: a user's public memory pages */
export const user = (id: Id) => `/user/${id}`;
/** /errors/403 */
export const forbidden = () => '/errors/403';

// ---- the cabinet's home (the public pages' «Личный кабинет»)

/** /app/dashboard */
export const dashboard = () => '/app/dashboard';
