import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NOT_FOUND, routeId } from '../lib/route-id';

/**
 * A public page whose address carries an id (`/company/:id`, `/person/:id?`…): an id that is not a positive
 * integer (`/company/abc/catalog`) is the 404 page at once, before the page's code loads or the API is asked.
 */
export function ValidId({ children }: { children: ReactNode }) {
  const { id } = useParams();
  if (id !== undefined && routeId(id) === null) throw NOT_FOUND;
  return children;
}
