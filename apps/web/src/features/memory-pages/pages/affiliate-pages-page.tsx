import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { MediaAvatar } from '../../../components/media-image';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { RouterLink } from '../../../lib/router-link';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useAffiliatePages } from '../api/affiliate';
import { CreatePageDialog } from '../components/create-page-dialog';
import { initials, lifeDates } from '../components/person-format';

const PAGE_SIZE = 10;

/** /app/affiliate-program: memory pages the company made for its clients' deceased, to hand over to families. */
export function AffiliatePagesPage() {
  const navigate = useNavigate();
  const rights = useModuleRights('memory_pages');
  const [name, setName] = useState('');
  const deferredName = useDeferredValue(name.trim());
  const [handed, setHanded] = useState<'' | 'true' | 'false'>('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const pages = useAffiliatePages({
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    name: deferredName || undefined,
    handed_over: handed || undefined,
  });

  return (
    <Box>
      <PageHeader
        title="Партнёрская программа"
        actions={
          rights.canEdit && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              Создать страницу
            </Button>
          )
        }
      />
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        Создайте страницу памяти для умершего клиента, оформите её и передайте семье по коду: скажите его им
        или отправьте на их телефон или почту. Компания может править страницу 7 дней после создания.
      </Typography>
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
          label="Передача"
          value={handed}
          onChange={(event) => {
            setHanded(event.target.value as '' | 'true' | 'false');
            setPage(1);
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Все</MenuItem>
          <MenuItem value="false">Не переданы</MenuItem>
          <MenuItem value="true">Переданы семье</MenuItem>
        </TextField>
      </Box>
      {pages.isPending && <PageState kind="loading" />}
      {pages.isError && <PageState kind="error" error={pages.error} onRetry={() => void pages.refetch()} />}
      {pages.data?.count === 0 &&
        (name || handed ? (
          <PageState kind="empty" text="Ничего не нашлось: измените условия поиска" />
        ) : (
          <PageState
            kind="empty"
            title="Страниц для клиентов пока нет"
            text="Здесь будут страницы памяти, которые компания оформила для умерших клиентов и передаёт семьям."
            action={
              rights.canEdit ? (
                <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
                  Создать первую страницу
                </Button>
              ) : undefined
            }
          />
        ))}
      {pages.data && pages.data.count > 0 && (
        <Box
          component="ul"
          aria-label="Страницы клиентов"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {pages.data.results.map((item) => (
            <Paper
              component="li"
              variant="outlined"
              key={item.id}
              sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <MediaAvatar
                url={item.person.avatar}
                alt=""
                sx={{ width: 56, height: 56, bgcolor: 'grey.200', color: 'text.secondary' }}
              >
                {initials(item.person.full_name)}
              </MediaAvatar>
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Link component={RouterLink} to={paths.affiliatePage(item.id)} sx={{ fontWeight: 500 }}>
                  {item.person.full_name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {lifeDates(item.person.date_birth, item.person.date_death)} · создана{' '}
                  {formatDate(item.created_at)}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                {item.handed_over_to ? (
                  <Chip
                    color="primary"
                    size="small"
                    label={`Передана: ${item.handed_over_to.name || 'семье'}`}
                  />
                ) : (
                  <Chip size="small" label={item.code ? `Код ${item.code}` : 'Не передана'} />
                )}
                <Chip
                  size="small"
                  variant="outlined"
                  label={
                    item.can_edit && item.company_edit_until
                      ? `Правки до ${formatDate(item.company_edit_until)}`
                      : 'Срок правок истёк'
                  }
                />
                {!item.handed_over_to && rights.canEdit && (
                  <Button size="small" component={RouterLink} to={paths.affiliateHandover(item.id)}>
                    Передать
                  </Button>
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
      <CreatePageDialog
        forCompany
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => navigate(paths.affiliatePage(id))}
      />
    </Box>
  );
}
