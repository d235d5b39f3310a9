import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { Navigate, useParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { ApiError } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useAffiliatePage } from '../api/affiliate';
import { useMemoryPage } from '../api/memory-page';
import { HandoverStatus } from '../components/handover-status';
import { PageEditor, Section } from '../components/page-editor';
import { lifeDates } from '../components/person-format';

const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null };

/**
 * /app/affiliate-program/:id: a page the company made for a client. It is edited here while the company owns it
 * or within its 7 days; after a hand-over and those days only its state is shown.
 */
export function AffiliatePage() {
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const rights = useModuleRights('memory_pages');
  const info = useAffiliatePage(Number(id), valid);
  const editable = Boolean(info.data && (info.data.can_edit || !info.data.handed_over_to));
  const page = useMemoryPage(Number(id), valid && editable);

  if (!id) return <Navigate to={paths.affiliatePages()} replace />;
  if (!valid || (info.error instanceof ApiError && info.error.code === 404)) throw NOT_FOUND;
  if (info.isPending || (editable && page.isPending)) return <PageState kind="loading" />;
  if (info.isError) return <PageState kind="error" error={info.error} onRetry={() => void info.refetch()} />;
  const back = (
    <Link component={RouterLink} to={paths.affiliatePages()} sx={{ display: 'inline-block', mb: 2 }}>
      ← Партнёрская программа
    </Link>
  );
  const status = (
    <Section title="Передача семье">
      <HandoverStatus page={info.data} canEdit={rights.canEdit} />
    </Section>
  );
  if (!editable || page.isError || !page.data) {
    return (
      <>
        {back}
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          {info.data.person.full_name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {lifeDates(info.data.person.date_birth, info.data.person.date_death)}
        </Typography>
        <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
          <HandoverStatus page={info.data} canEdit={rights.canEdit} />
        </Paper>
      </>
    );
  }
  return (
    <>
      {back}
      <PageEditor
        page={page.data}
        readOnly={!rights.canEdit || !info.data.can_edit}
        canDelete={rights.canDelete && page.data.is_own}
        backTo={paths.affiliatePages()}
        aside={status}
        guestBookRights={{ canModerate: rights.canEdit, canDelete: rights.canDelete }}
      />
    </>
  );
}
