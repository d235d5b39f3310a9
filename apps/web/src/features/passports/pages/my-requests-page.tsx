import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { NOT_FOUND, routeId } from '../../../lib/route-id';
import { useModuleRights } from '../../../lib/use-module-rights';
import { APPLICANT_TITLES, useApplicantKind } from '../components/applicant-kind';
import { PassportRequestView } from '../components/passport-request-view';
import { PassportRequestsList } from '../components/passport-requests-list';
import { RequestPassportDialog } from '../components/request-passport-dialog';

/**
 * /app/serial-number/request-list/:id? «Мои заявки»: the caller's (or its company's) passport requests and
 * «Новая заявка»; with an id, the request — its thread, files to attach, and the correction form when it was returned.
 */
export function MyRequestsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const rights = useModuleRights('passport_requests');
  const [asking, setAsking] = useState(false);
  const titles = APPLICANT_TITLES[useApplicantKind()];
  if (id !== undefined) {
    const requestId = routeId(id);
    if (requestId === null) throw NOT_FOUND;
    return <PassportRequestView key={requestId} side="applicant" id={requestId} />;
  }
  const newButton = rights.canEdit ? (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAsking(true)}>
      Новая заявка
    </Button>
  ) : undefined;
  return (
    <Box>
      <PageHeader title={titles.requests} actions={newButton} />
      <PassportRequestsList
        side="applicant"
        onOpen={(request) => navigate(paths.passportRequests(request.id))}
        emptyAction={newButton}
      />
      <RequestPassportDialog
        open={asking}
        onClose={() => setAsking(false)}
        onCreated={(request) => navigate(paths.passportRequests(request.id))}
      />
    </Box>
  );
}
