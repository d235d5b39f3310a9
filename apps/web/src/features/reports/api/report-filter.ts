import type { Query } from '../../../lib/http-client';

/** What every report is asked for: a period of Moscow days (yyyy-MM-dd, both included) and the companies. */
export type ReportFilter = {
  date_start: string;
  date_end: string;
  /** ids of the company and its branches; empty: the current company alone */
  branches: number[];
};

/** The filter as a query string's values (branches as `1,2`). */
export function reportQuery(filter: ReportFilter): Query {
  return {
    date_start: filter.date_start,
    date_end: filter.date_end,
    branches: filter.branches.length ? filter.branches.join(',') : undefined,
  };
}

/** The filter as a POST body. */
export function reportBody(filter: ReportFilter) {
  return {
    date_start: filter.date_start,
    date_end: filter.date_end,
    ...(filter.branches.length ? { branches: filter.branches } : {}),
  };
}
