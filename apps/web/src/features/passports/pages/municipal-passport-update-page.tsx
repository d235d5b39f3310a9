import * as paths from '@sp/shared/routes/cabinet-paths';
import { Navigate, useParams } from 'react-router';
import { NOT_FOUND, routeId } from '../../../lib/route-id';

/**
 * /app/serial-number/passports-view/update/:id? of the organisation: a request to change a passport is moderated like
 * any other request, so the address leads to it in «Заявки на паспорта» (without an id, to the list).
 */
export function MunicipalPassportUpdatePage() {
  const { id } = useParams();
  if (id === undefined) return <Navigate to={paths.passportRequestsView()} replace />;
  const requestId = routeId(id);
  if (requestId === null) throw NOT_FOUND;
  return <Navigate to={paths.passportRequestsView(requestId)} replace />;
}
