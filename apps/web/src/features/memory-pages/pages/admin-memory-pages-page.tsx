import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { VISIBILITY_LABELS } from '@sp/shared/api/memory-pages';
import {
  ADMIN_PAGE_FILTER_LABELS,
  type AdminMemoryPage,
  type AdminPageFilter,
  COMPLAINT_REASON_LABELS,
} from '@sp/shared/api/page-complaints';
import { formatDate } from '@sp/shared/format/date';
import { pluralRu } from '@sp/shared/format/plural';
import * as paths from '@sp/shared/routes/paths';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable, PHONE_QUERY } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { SearchAndStatus } from '../../../components/search-and-status';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDebounced } from '../../../lib/use-debounced';
import { useAdminMemoryPages, useModeratePage } from '../api/admin-memory-pages';
import {
  HandOverPageDialog,
  HidePageDialog,
  PageComplaintsDialog,
} from '../components/page-moderation-dialogs';
import { personYearsText } from '../components/person-format';

/** «Все» (every page, those with open complaints first) is no filter */
const STATUSES = ['complaints', 'hidden'] as const;

const EMPTY: Record<AdminPageFilter, string> = {
  complaints: 'Открытых жалоб нет',
  hidden: 'Скрытых страниц нет',
  all: 'Страниц памяти пока нет',
};
const ABOUT =
  'Здесь страницы памяти всех семей и компаний; страницы с открытыми жалобами стоят первыми. Посетители ' +
  'жалуются кнопкой «Пожаловаться» внизу страницы памяти.';

const nowrap = { whiteSpace: 'nowrap' } as const;
const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

type Dialog = {
  kind: 'hide' | 'hand-over' | 'complaints' | 'restore' | 'close-complaints';
  page: AdminMemoryPage;
} | null;

/**
 * /admin/pages-memory «Страницы памяти»: every memory page, those with open complaints first (their number, the
 * latest reason); by the person's name and a filter. The administrator hides a page (it is gone for everyone
 * but its keeper), restores it, closes the complaints or hands the page to the family; restoring and closing are
 * confirmed, hiding and handing over say what follows in their dialogs. A table on a desk, cards on a phone.
 */
export function AdminMemoryPagesPage() {
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const paging = usePaging();
  const [name, setName] = useState('');
  const [filter, setFilter] = useState<AdminPageFilter>('all');
  const typed = useDebounced(name.trim());
  const pages = useAdminMemoryPages({
    filter,
    offset: paging.offset,
    limit: paging.limit,
    ...(typed ? { name: typed } : {}),
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const moderate = useModeratePage();
  const close = () => setDialog(null);

  const confirm = () => {
    if (dialog?.kind !== 'restore' && dialog?.kind !== 'close-complaints') return;
    const { page, kind } = dialog;
    moderate.mutate(
      { action: kind, id: page.id },
      {
        onSuccess: () =>
          snackbar.success(
            kind === 'restore'
              ? `Страница «${page.person.full_name}» снова открыта`
              : `Жалобы на страницу «${page.person.full_name}» закрыты`,
          ),
        onError: (error) => snackbar.error(errorText(error)),
        onSettled: close,
      },
    );
  };

  const actionsOf = (page: AdminMemoryPage) => {
    const about = `страницу «${page.person.full_name}»`;
    return (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {page.hidden ? (
          <Button
            size="small"
            variant="outlined"
            color="success"
            onClick={() => setDialog({ kind: 'restore', page })}
            aria-label={`Восстановить ${about}`}
          >
            Восстановить
          </Button>
        ) : (
          <Button
            size="small"
            variant={phone ? 'contained' : 'outlined'}
            color="error"
            onClick={() => setDialog({ kind: 'hide', page })}
            aria-label={`Скрыть ${about}`}
          >
            Скрыть
          </Button>
        )}
        {page.open_complaints > 0 && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => setDialog({ kind: 'close-complaints', page })}
            aria-label={`Закрыть жалобы на ${about}`}
          >
            Закрыть жалобы
          </Button>
        )}
        <Button
          size="small"
          onClick={() => setDialog({ kind: 'hand-over', page })}
          aria-label={`Передать семье ${about}`}
        >
          Передать семье
        </Button>
      </Stack>
    );
  };

  const columns: readonly Column<AdminMemoryPage>[] = [
    {
      key: 'person',
      label: 'Страница',
      card: 'title',
      width: 260,
      render: (page) => (
        <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
          <Link href={paths.person(page.id)} target="_blank" rel="noopener" sx={{ fontWeight: 500 }}>
            {page.person.full_name}
          </Link>
          <Typography variant="caption" color="text.secondary">
            {personYearsText(page.person)}
          </Typography>
        </Stack>
      ),
    },
    {
      key: 'owner',
      label: 'Хранитель',
      width: 200,
      render: (page) => (
        <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
          <Typography variant="body2">
            {page.owner.kind === 'company' ? `Компания «${page.owner.name}»` : page.owner.name || 'Без имени'}
          </Typography>
          {page.owner.contact && (
            <Typography variant="caption" color="text.secondary">
              {page.owner.contact}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      key: 'complaints',
      label: 'Жалобы',
      render: (page) =>
        page.complaints === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Нет
          </Typography>
        ) : (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {page.open_complaints > 0 ? (
                <Chip
                  size="small"
                  color="warning"
                  label={`${page.open_complaints} ${pluralRu(page.open_complaints, ['открытая', 'открытые', 'открытых'])}`}
                />
              ) : (
                <Chip size="small" label="Закрыты" />
              )}
              {page.latest_complaint && (
                <Typography variant="caption" color="text.secondary" sx={nowrap}>
                  {formatDate(page.latest_complaint.created_at)}
                </Typography>
              )}
            </Stack>
            {page.latest_complaint && (
              <Typography variant="body2" sx={text}>
                {COMPLAINT_REASON_LABELS[page.latest_complaint.reason]}
                {page.latest_complaint.text ? `: ${page.latest_complaint.text}` : ''}
              </Typography>
            )}
            <Link
              component="button"
              variant="body2"
              onClick={() => setDialog({ kind: 'complaints', page })}
              aria-label={`Все жалобы на страницу «${page.person.full_name}»`}
            >
              Все жалобы ({page.complaints})
            </Link>
          </Stack>
        ),
    },
    {
      key: 'state',
      label: 'Доступ',
      width: 170,
      render: (page) =>
        page.hidden ? (
          <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
            <Chip size="small" color="error" label={`Скрыта ${formatDate(page.hidden_at)}`} />
            {page.hidden_reason && (
              <Typography variant="caption" sx={text}>
                {page.hidden_reason}
              </Typography>
            )}
          </Stack>
        ) : (
          <Typography variant="body2">{VISIBILITY_LABELS[page.visibility]}</Typography>
        ),
    },
    { key: 'actions', label: 'Действия', width: 250, card: 'plain', render: actionsOf },
  ];

  return (
    <Box>
      <PageHeader title="Страницы памяти" />
      <SearchAndStatus
        searchLabel="ФИО человека"
        search={name}
        onSearch={(text) => {
          setName(text);
          paging.setPage(1);
        }}
        status={filter === 'all' ? '' : filter}
        statuses={STATUSES}
        statusLabels={ADMIN_PAGE_FILTER_LABELS}
        onStatus={(status) => {
          setFilter(status || 'all');
          paging.setPage(1);
        }}
      />
      <DataTable
        label="Страницы памяти"
        columns={columns}
        rows={pages.data?.results}
        count={pages.data?.count ?? 0}
        paging={paging}
        rowKey={(page) => page.id}
        loading={pages.isPending}
        error={pages.error}
        onRetry={() => void pages.refetch()}
        emptyTitle={typed ? 'Ничего не найдено' : EMPTY[filter]}
        emptyText={typed ? 'Проверьте, как написано имя, или выберите «Все».' : ABOUT}
      />
      {dialog?.kind === 'hide' && <HidePageDialog page={dialog.page} onClose={close} />}
      {dialog?.kind === 'hand-over' && <HandOverPageDialog page={dialog.page} onClose={close} />}
      {dialog?.kind === 'complaints' && <PageComplaintsDialog page={dialog.page} onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'restore' || dialog?.kind === 'close-complaints'}
        text={
          dialog?.kind === 'restore'
            ? `Восстановить страницу «${dialog.page.person.full_name}»? Её снова увидят так, как выбрал хранитель (${VISIBILITY_LABELS[dialog.page.visibility_before_hidden ?? 'private'].toLowerCase()}).`
            : dialog
              ? `Закрыть открытые жалобы на страницу «${dialog.page.person.full_name}»? Страница останется как есть.`
              : undefined
        }
        busy={moderate.isPending}
        onConfirm={confirm}
        onCancel={close}
      />
    </Box>
  );
}
