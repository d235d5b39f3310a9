import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { useSiteRequest } from '../api/request';
import { RequestDetails } from '../components/request-details';

/** /app/requests/{id}: one request from the site; opening it marks it read. */
export function RequestPage() {
  const { id = '' } = useParams();
  const request = useSiteRequest(Number(id));
  return (
    <Box>
      <PageHeader
        title={`Заявка № ${id}`}
        actions={
          <Button component={Link} to="/app/requests" startIcon={<ArrowBack />}>
            Все заявки
          </Button>
        }
      />
      {request.isPending && <PageState kind="loading" />}
      {request.isError && <PageState kind="error" error={request.error} onRetry={() => request.refetch()} />}
      {request.data && <RequestDetails request={request.data} />}
    </Box>
  );
}
