import { ApiError } from './api-error';

/** What the router's error page reads as a 404 (react-router's isRouteErrorResponse): throw it while rendering. */
export const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null };

/** The largest id the database holds (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** An id from an address (`/company/12`): a positive integer the database can hold, else null. */
export function routeId(value: string | undefined | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** The API's answer for an id that names nothing: 404, or 400 for one it cannot read. The page is then a 404. */
export function isMissingAnswer(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 404 || error.code === 400);
}
