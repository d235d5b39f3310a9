import AddOutlined from '@mui/icons-material/AddOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MEMORY_VISIBILITIES, type MemoryVisibility, VISIBILITY_LABELS } from '@sp/shared/api/memory-pages';
import { pluralRu } from '@sp/shared/format/plural';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { MediaAvatar } from '../../../components/media-image';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { RouterLink } from '../../../lib/router-link';
import { useMemoryPages } from '../api/memory-pages';
import { AcceptCodeDialog } from '../components/accept-code-dialog';
import { CreatePageDialog } from '../components/create-page-dialog';
import { GUEST_BOOK_ANCHOR } from '../components/guest-book-moderation';
import { initials, lifeDates } from '../components/person-format';

const PAGE_SIZE = 12;

/** «2 новые записи в книге памяти»: entries waiting for approval or not yet seen. */
export const newEntriesText = (count: number) =>
  `${count} ${pluralRu(count, ['новая запись', 'новые записи', 'новых записей'])} в книге памяти`;

/** /app/pages-memory: the family's memory pages, a new one from a person, and a page accepted by code. */
export function MemoryPagesPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const deferredName = useDeferredValue(name.trim());
  const [visibility, setVisibility] = useState<MemoryVisibility | ''>('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const pages = useMemoryPages({
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    name: deferredName || undefined,
    visibility: visibility || undefined,
  });
  const open = (id: number) => navigate(paths.memoryPage(id));
  const filtered = Boolean(deferredName || visibility);

  return (
    <Box>
      <PageHeader
        title="Страницы памяти"
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setAccepting(true)}>
              Принять страницу по коду
            </Button>
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              Создать страницу
            </Button>
          </Box>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <TextField
          size="small"
          label="Поиск по имени"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setPage(1);
          }}
          sx={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <TextField
          select
          size="small"
          label="Доступ"
          value={visibility}
          onChange={(event) => {
            setVisibility(event.target.value as MemoryVisibility | '');
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Все</MenuItem>
          {MEMORY_VISIBILITIES.map((value) => (
            <MenuItem key={value} value={value}>
              {VISIBILITY_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {pages.isPending && <PageState kind="loading" />}
      {pages.isError && <PageState kind="error" error={pages.error} onRetry={() => void pages.refetch()} />}
      {pages.data && pages.data.count === 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography variant="h4" component="p" sx={{ mb: 1 }}>
            {filtered ? 'Ничего не найдено' : 'Страниц памяти пока нет'}
          </Typography>
          {!filtered && (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Расскажите о близком человеке: биография, фотографии, эпитафия и QR-код для памятника.
              </Typography>
              <Button variant="contained" onClick={() => setCreating(true)}>
                Создать первую страницу
              </Button>
            </>
          )}
        </Paper>
      )}
      {pages.data && pages.data.count > 0 && (
        <Box
          component="ul"
          aria-label="Мои страницы памяти"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {pages.data.results.map((item) => (
            <Paper
              component="li"
              variant="outlined"
              key={item.id}
              sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}
            >
              <MediaAvatar
                url={item.cover}
                alt=""
                variant="rounded"
                sx={{ width: 72, height: 72, bgcolor: 'grey.200', color: 'text.secondary' }}
              >
                {initials(item.person.full_name)}
              </MediaAvatar>
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Link
                  component={RouterLink}
                  to={paths.memoryPage(item.id)}
                  sx={{ fontWeight: 500, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
                >
                  {item.person.full_name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {lifeDates(item.person.date_birth, item.person.date_death)}
                </Typography>
                {item.epitaph && (
                  <Typography
                    variant="body2"
                    sx={{ fontStyle: 'italic', mt: 0.5 }}
                    noWrap
                    title={item.epitaph}
                  >
                    {item.epitaph}
                  </Typography>
                )}
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
                  <Chip
                    size="small"
                    label={VISIBILITY_LABELS[item.visibility]}
                    color={item.visibility === 'public' ? 'primary' : 'default'}
                  />
                  {item.hidden_by_admin && <Chip size="small" color="error" label="Скрыта администратором" />}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
                  >
                    <PhotoLibraryOutlined fontSize="inherit" aria-hidden />
                    {item.photos_count}
                  </Typography>
                  <Button size="small" onClick={() => open(item.id)} sx={{ ml: 'auto' }}>
                    Изменить
                  </Button>
                </Box>
                {item.guest_book_new > 0 && (
                  <Link
                    component={RouterLink}
                    to={{ pathname: paths.memoryPage(item.id), hash: GUEST_BOOK_ANCHOR }}
                    variant="body2"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1, fontWeight: 500 }}
                  >
                    <MenuBookOutlined fontSize="inherit" aria-hidden />
                    {newEntriesText(item.guest_book_new)}
                  </Link>
                )}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      {pages.data && pages.data.count > PAGE_SIZE && (
        <Pagination
          count={Math.ceil(pages.data.count / PAGE_SIZE)}
          page={page}
          onChange={(_event, value) => setPage(value)}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
        />
      )}
      <CreatePageDialog open={creating} onClose={() => setCreating(false)} onCreated={open} />
      <AcceptCodeDialog open={accepting} onClose={() => setAccepting(false)} onAccepted={open} />
    </Box>
  );
}
