import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { NOT_FOUND, routeId } from '../../../lib/route-id';
import { RouterLink } from '../../../lib/router-link';
import { APPLICANT_TITLES, useApplicantKind } from '../components/applicant-kind';
import { BurialPassportView } from '../components/burial-passport-view';
import { BurialPassportsList } from '../components/burial-passports-list';

/**
 * /app/serial-number/passports-list/:id? «Список паспортов»: the passports the caller (or its company) holds; with an
 * id, one of them with its documents and «Запросить изменение».
 */
export function MyPassportsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const titles = APPLICANT_TITLES[useApplicantKind()];
  if (id !== undefined) {
    const passportId = routeId(id);
    if (passportId === null) throw NOT_FOUND;
    return <BurialPassportView key={passportId} side="applicant" id={passportId} />;
  }
  return (
    <Box>
      <PageHeader title={titles.passports} />
      <BurialPassportsList
        side="applicant"
        onOpen={(passport) => navigate(paths.passportsList(passport.id))}
        emptyAction={
          <Button component={RouterLink} to={paths.passportRequests()} variant="outlined">
            {titles.requests}
          </Button>
        }
      />
    </Box>
  );
}
