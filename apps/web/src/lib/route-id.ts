import { ApiError } from './api-error';

/** Thrown while rendering, it makes the page the 404 page (RouteErrorBoundary). */
export const NOT_FOUND = { status: 404 } as const;

/** The status of the error page for what a page threw: NOT_FOUND's 404, any other failure 500. */
export function routeErrorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('status' in error)) return 500;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

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
