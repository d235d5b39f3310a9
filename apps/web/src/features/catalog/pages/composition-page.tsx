import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { RouterLink } from '../../../lib/router-link';
import { useComposition } from '../api/composition';
import { CompositionEditor } from '../components/composition-editor';
import { HiddenByAdminNotice } from '../components/hidden-by-admin';
import { useCatalogRights } from '../components/use-catalog-rights';

/** /app/composition/:id (`new` creates one): the editor of a ready-made solution. */
export function CompositionPage() {
  const { id: param = 'new' } = useParams();
  const id = /^\d+$/.test(param) ? Number(param) : null;
  const rights = useCatalogRights();
  const composition = useComposition(id);
  const readOnly = !rights.canEdit;
  const title = id === null ? 'Новое готовое решение' : (composition.data?.name ?? 'Готовое решение');

  return (
    <Box>
      <Link component={RouterLink} to={paths.compositions()}>
        ← Все готовые решения
      </Link>
      <PageHeader title={title} />
      {id !== null && composition.isPending && <PageState kind="loading" />}
      {id !== null && composition.isError && (
        <PageState kind="error" error={composition.error} onRetry={() => void composition.refetch()} />
      )}
      {composition.data?.hidden && (
        <Box sx={{ mb: 2 }}>
          <HiddenByAdminNotice hidden={composition.data.hidden} />
        </Box>
      )}
      {(id === null || composition.data) && (
        <CompositionEditor
          key={composition.data ? `${composition.data.id}-${composition.data.updated_at}` : 'new'}
          composition={id === null ? null : (composition.data ?? null)}
          readOnly={readOnly}
          canDelete={rights.canDelete}
        />
      )}
    </Box>
  );
}
