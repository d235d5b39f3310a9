import Box from '@mui/material/Box';
import { PageHeader } from '../../../components/page-header';
import { RequestsTable } from '../components/requests-table';

/** /app/requests: «Заявки с сайта», the requests families sent from the company's page and search. */
export function RequestsPage() {
  return (
    <Box>
      <PageHeader title="Заявки с сайта" />
      <RequestsTable />
    </Box>
  );
}
