import Link from '@mui/material/Link';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { ApiError } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { useMemoryPage } from '../api/memory-page';
import { PageEditor } from '../components/page-editor';

const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null };

/** /app/pages-memory/:id: one of the family's memory pages to write; without an id, the list. */
export function MemoryPageEditorPage() {
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const page = useMemoryPage(Number(id), valid);
  const name = page.data?.person.full_name;

  useEffect(() => {
    if (name) document.title = `${name} — страница памяти`;
  }, [name]);

  if (!id) return <Navigate to={paths.memoryPages()} replace />;
  if (!valid || (page.error instanceof ApiError && page.error.code === 404)) throw NOT_FOUND;
  if (page.isPending) return <PageState kind="loading" />;
  if (page.isError) return <PageState kind="error" error={page.error} onRetry={() => void page.refetch()} />;
  return (
    <>
      <Link component={RouterLink} to={paths.memoryPages()} sx={{ display: 'inline-block', mb: 2 }}>
        ← Все страницы памяти
      </Link>
      <PageEditor page={page.data} readOnly={false} canDelete backTo={paths.memoryPages()} />
    </>
  );
}
