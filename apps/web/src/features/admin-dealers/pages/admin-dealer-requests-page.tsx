import Box from '@mui/material/Box';
import { CompanyApplications, useCompanyApplications } from '../../../components/company-applications';
import { PageHeader } from '../../../components/page-header';
import { useDealerApplications } from '../api/dealer-applications';
import { DealerDecisionDialog } from '../components/dealer-decision-dialog';

const ABOUT =
  'Здесь появятся заявки компаний, которые хотят стать дилерами: компания подаёт её в профиле компании и ' +
  'рассказывает, где и кому будет раздавать промокоды. Принятая компания просит свои промокоды (они ждут ' +
  'решения в «Промокодах дилеров») и получает долю с оплат по ним.';

/**
 * /admin/dealers/requests «Заявки дилеров»: the companies' requests to become dealers, the new ones first by
 * default. «Принять» makes the company a DEALER, «Отклонить» tells it why; both asked in a dialog.
 */
export function AdminDealerRequestsPage() {
  const requests = useCompanyApplications(useDealerApplications);
  return (
    <Box>
      <PageHeader title="Заявки дилеров" />
      <CompanyApplications
        label="Заявки дилеров"
        noteLabel="Где и кому раздаст промокоды"
        about={ABOUT}
        {...requests.props}
      />
      {requests.asking && (
        <DealerDecisionDialog
          request={requests.asking.request}
          decision={requests.asking.decision}
          onClose={requests.done}
        />
      )}
    </Box>
  );
}
