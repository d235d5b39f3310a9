import Box from '@mui/material/Box';
import type { DealerApplication } from '@sp/shared/api/dealers';
import { useState } from 'react';
import type { ApplicationStatus } from '../../../components/application-status-chip';
import { type ApplicationDecisionKind, CompanyApplications } from '../../../components/company-applications';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
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
  const paging = usePaging();
  const [status, setStatus] = useState<ApplicationStatus | ''>('new');
  const requests = useDealerApplications({
    offset: paging.offset,
    limit: paging.limit,
    ...(status ? { status } : {}),
  });
  const [asking, setAsking] = useState<{
    request: DealerApplication;
    decision: ApplicationDecisionKind;
  } | null>(null);

  return (
    <Box>
      <PageHeader title="Заявки дилеров" />
      <CompanyApplications
        label="Заявки дилеров"
        noteLabel="Где и кому раздаст промокоды"
        about={ABOUT}
        status={status}
        onStatus={setStatus}
        list={requests}
        paging={paging}
        onDecide={(request, decision) => setAsking({ request, decision })}
      />
      {asking && (
        <DealerDecisionDialog
          request={asking.request}
          decision={asking.decision}
          onClose={() => setAsking(null)}
        />
      )}
    </Box>
  );
}
