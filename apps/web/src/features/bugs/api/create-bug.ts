import { http } from '../../../lib/http';

/** POST /api/bugs/ as multipart: message, page_url and an optional screen_upload. */
export function createBug(input: { message: string; pageUrl: string; screenshot: File | null }) {
  const body = new FormData();
  body.append('message', input.message);
  body.append('page_url', input.pageUrl);
  if (input.screenshot) body.append('screen_upload', input.screenshot);
  return http.post<unknown>('/api/bugs/', body);
}
