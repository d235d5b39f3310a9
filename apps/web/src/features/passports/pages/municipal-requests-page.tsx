import Box from '@mui/material/Box';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { NOT_FOUND, routeId } from '../../../lib/route-id';
import { PassportRequestView } from '../components/passport-request-view';
import { PassportRequestsList } from '../components/passport-requests-list';

/**
 * /app/serial-number/request-view/:id? «Заявки на паспорта» of a municipal organisation: the requests to it, the new
 * ones first by default; with an id, the request with its files, thread and the decision.
 */
export function MunicipalRequestsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  if (id !== undefined) {
    const requestId = routeId(id);
    if (requestId === null) throw NOT_FOUND;
    return <PassportRequestView key={requestId} side="municipal" id={requestId} />;
  }
  return (
    <Box>
      <PageHeader title="Заявки на паспорта" />
      <PassportRequestsList
        side="municipal"
        onOpen={(request) => navigate(paths.passportRequestsView(request.id))}
      />
    </Box>
  );
}
