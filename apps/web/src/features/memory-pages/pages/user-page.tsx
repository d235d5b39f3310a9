import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { pluralRu } from '@sp/shared/format/plural';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { MemorialCards } from '../../../components/memorial-card';
import { PageState } from '../../../components/page-state';
import { mediaUrl } from '../../../lib/api-base';
import { ApiError } from '../../../lib/api-error';
import { usePublicPersons } from '../api/public-persons';

const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null };
const PAGE_SIZE = 12;

/** /user/:id: a keeper's public profile, the public memory pages the account keeps (none → 404). */
export function UserPage() {
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const [page, setPage] = useState(1);
  const persons = usePublicPersons(id, (page - 1) * PAGE_SIZE, PAGE_SIZE, valid);
  const name = persons.data?.profile.name;

  useEffect(() => {
    if (name) document.title = `${name} — страницы памяти`;
  }, [name]);

  if (!valid || (persons.error instanceof ApiError && persons.error.code === 404)) throw NOT_FOUND;
  if (persons.isPending) return <PageState kind="loading" />;
  if (persons.isError)
    return <PageState kind="error" error={persons.error} onRetry={() => void persons.refetch()} />;
  const { profile, results, count } = persons.data;
  const pages = Math.ceil(count / PAGE_SIZE);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Box component="header" sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
        <Avatar src={mediaUrl(profile.avatar)} alt="" sx={{ width: 72, height: 72, bgcolor: 'primary.main' }}>
          {profile.name[0]}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {profile.name}
          </Typography>
          <Typography color="text.secondary">
            Хранит {count} {pluralRu(count, ['страницу', 'страницы', 'страниц'])} памяти
          </Typography>
        </Box>
      </Box>
      <MemorialCards cards={results} label="Страницы памяти" />
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, value) => setPage(value)}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Box>
  );
}
