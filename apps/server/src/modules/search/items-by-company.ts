import { and, asc, desc, eq, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bound, type StatementValues } from '../../platform/statement-shapes';
import { catalogItemsView } from '../catalog/catalog-views.service';

type Companies = { companyId: SQL.Aliased<number>; distance: SQL.Aliased<number | null> };

type CompanyRunsPage = {
  /**
   * the companies whose pages match the place (a city or a radius holds a few dozen to a few hundred), with their
   * distance from the visitor's point (null without one)
   */
  companies: Subquery<string, Companies> & Companies;
  /** nearest companies first, each one's items by name */
  nearestFirst: boolean;
  /** every condition of the search on catalogItemsView (kind, archive, words, category, price) */
  where: SQL | undefined;
  descending: boolean;
  limit: number;
  offset: number;
};

/**
 * One page of the items of a city's (or a radius's) companies in name order, or nearest first and by name within
 * a company, as the subquery `chosen` of their ids (`chosen_id`): each company's items are walked in name order
 * through catalog_items_company_name_idx and only its first offset + limit that meet `where` are taken (a lateral
 * join); those short runs together hold the page. A large city (120 companies, 12,000 products) costs a few
 * hundred index rows instead of reading and sorting every product of its companies (npm run bench: products in a
 * city, around a point). With `values`, the page is the statement's placeholders (platform/statement-shapes.ts).
 */
export function itemsPageByCompany(db: Db, page: CompanyRunsPage, values?: StatementValues) {
  const order = page.descending ? desc : asc;
  const run = db
    .select({
      id: sql<number>`${catalogItemsView.id}`.as('run_id'),
      nameKey: sql<string>`${catalogItemsView.nameKey}`.as('run_name'),
    })
    .from(catalogItemsView)
    .where(and(eq(catalogItemsView.companyId, page.companies.companyId), page.where))
    .orderBy(order(catalogItemsView.nameKey), order(catalogItemsView.id))
    .limit(bound(values, 'run', page.offset + page.limit))
    .as('run');
  return db
    .select({ id: sql<number>`${run.id}`.as('chosen_id') })
    .from(page.companies)
    .innerJoinLateral(run, sql`true`)
    .orderBy(
      ...(page.nearestFirst ? [sql`${page.companies.distance} asc nulls last`] : []),
      order(run.nameKey),
      order(run.id),
    )
    .limit(bound(values, 'limit', page.limit))
    .offset(bound(values, 'offset', page.offset))
    .as('chosen');
}
