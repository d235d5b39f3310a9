import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { MunicipalApplication } from '@sp/shared/api/passports';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { CompanyApplications, useCompanyApplications } from '../../../components/company-applications';
import { PageHeader } from '../../../components/page-header';
import { RouterLink } from '../../../lib/router-link';
import { useMunicipalRequests } from '../api/municipal-requests';
import { MunicipalDecisionDialog } from '../components/municipal-decision-dialog';

const ABOUT =
  'Здесь появляются заявки ритуальных компаний, которые хотят стать муниципальными организациями: компания ' +
  'подаёт её в профиле компании. Принятая компания получает кладбища в разделе «Кладбища» и рассматривает ' +
  'заявки на паспорта захоронений.';

/**
 * /admin/accept-municipal «Заявки муниципальных организаций»: the companies' requests to become municipal
 * organisations, the new ones first by default. «Принять» makes the company MUNICIPAL (cemeteries are given to it
 * in «Кладбища»), «Отклонить» tells it why; both confirmed. A table on a desk, cards on a phone.
 */
export function AdminMunicipalRequestsPage() {
  const requests = useCompanyApplications(useMunicipalRequests);
  const [accepted, setAccepted] = useState<MunicipalApplication | null>(null);

  return (
    <Box>
      <PageHeader title="Заявки муниципальных организаций" />
      {accepted && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setAccepted(null)}>
          Компания «{accepted.company.name}» теперь муниципальная организация. Назначьте ей кладбища в разделе{' '}
          <Link component={RouterLink} to={paths.adminCemeteries()}>
            «Кладбища»
          </Link>
          .
        </Alert>
      )}
      <CompanyApplications
        label="Заявки муниципальных организаций"
        noteLabel="Об организации"
        about={ABOUT}
        {...requests.props}
      />
      {requests.asking && (
        <MunicipalDecisionDialog
          request={requests.asking.request}
          decision={requests.asking.decision}
          onClose={requests.done}
          onAccepted={setAccepted}
        />
      )}
    </Box>
  );
}
