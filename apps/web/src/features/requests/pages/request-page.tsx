import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import * as paths from '@sp/shared/routes/cabinet-paths';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { RouterLink as Link } from '../../../lib/router-link';
import { useSiteRequest } from '../api/request';
import { RequestDetails } from '../components/request-details';

type RequestPageProps = {
  /**
   * what app/ composes beside «Все заявки» for a request that has no deal yet (the orders feature's «Создать
   * сделку»); a request with its deal links to it instead
   */
  actions?: (requestId: number) => ReactNode;
};

/** /app/requests/{id}: one request from the site and the deal made from it; opening it marks it read. */
export function RequestPage({ actions }: RequestPageProps = {}) {
  const { id = '' } = useParams();
  const request = useSiteRequest(Number(id));
  return (
    <Box>
      <PageHeader
        title={`Заявка № ${id}`}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={Link} to={paths.requests()} startIcon={<ArrowBack />}>
              Все заявки
            </Button>
            {request.data?.order ? (
              <Button variant="outlined" component={Link} to={paths.order(request.data.order.id)}>
                Сделка № {request.data.order.number}
              </Button>
            ) : (
              request.data && actions?.(request.data.id)
            )}
          </Box>
        }
      />
      {request.isPending && <PageState kind="loading" />}
      {request.isError && <PageState kind="error" error={request.error} onRetry={() => request.refetch()} />}
      {request.data && <RequestDetails request={request.data} />}
    </Box>
  );
}
