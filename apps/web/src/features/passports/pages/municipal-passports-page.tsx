import Box from '@mui/material/Box';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { NOT_FOUND, routeId } from '../../../lib/route-id';
import { BurialPassportView } from '../components/burial-passport-view';
import { BurialPassportsList } from '../components/burial-passports-list';

/** /app/serial-number/passports-view/:id? «Паспорта»: the passports the organisation issued; with an id, one of them. */
export function MunicipalPassportsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  if (id !== undefined) {
    const passportId = routeId(id);
    if (passportId === null) throw NOT_FOUND;
    return <BurialPassportView key={passportId} side="municipal" id={passportId} />;
  }
  return (
    <Box>
      <PageHeader title="Паспорта" />
      <BurialPassportsList
        side="municipal"
        onOpen={(passport) => navigate(paths.passportsView(passport.id))}
      />
    </Box>
  );
}
