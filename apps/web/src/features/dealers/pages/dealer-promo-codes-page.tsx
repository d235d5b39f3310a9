import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { PromoCode } from '@sp/shared/api/promo-codes';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { PromoStatusChip } from '../../../components/promo-status-chip';
import { errorText } from '../../../lib/api-error';
import { copyText } from '../../../lib/copy-text';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useDebounced } from '../../../lib/use-debounced';
import { useDealerPromoCodes, useSwitchDealerPromoCode } from '../api/dealer-promo-codes';
import { ListSearch } from '../components/list-search';
import { rubles } from '../components/money';
import { codeCell, nowrap, TERM_COLUMNS } from '../components/promo-columns';

const TITLE = 'Промокоды';

/**
 * /app/dealer/promo-code «Промокоды»: the dealer's accepted codes, working or stopped, with their terms, the
 * dealer's share, what was paid with each and what the dealer earned; a code is copied by its button, stopped
 * («Отключить») or started again («Включить») after confirmation — not one an administrator switched off, which
 * reads «Отключён администратором» and only an administrator switches on again.
 */
export function DealerPromoCodesPage() {
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const query = useDebounced(search);
  const codes = useDealerPromoCodes({
    offset: paging.offset,
    limit: paging.limit,
    ...(query ? { query } : {}),
  });
  const switching = useSwitchDealerPromoCode();
  const [asking, setAsking] = useState<PromoCode | null>(null);

  const confirm = () => {
    if (!asking) return;
    const status = asking.status === 'active' ? 'disabled' : 'active';
    switching.mutate(
      { id: asking.id, status },
      {
        onSuccess: (code) => {
          snackbar.success(
            status === 'active' ? `Промокод ${code.code} снова действует` : `Промокод ${code.code} отключён`,
          );
          setAsking(null);
        },
        onError: (error) => {
          snackbar.error(errorText(error));
          setAsking(null);
        },
      },
    );
  };

  const columns: readonly Column<PromoCode>[] = [
    {
      key: 'code',
      label: 'Промокод',
      card: 'title',
      render: (code) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          {codeCell(code)}
          <Tooltip title="Скопировать">
            <IconButton
              size="small"
              aria-label={`Скопировать промокод ${code.code}`}
              onClick={(event) => {
                event.stopPropagation();
                void copyText(code.code);
              }}
            >
              <ContentCopyOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
    ...TERM_COLUMNS,
    { key: 'share', label: 'Ваша доля', render: (code) => `${code.dealer_share_percent} %` },
    { key: 'paid', label: 'Оплачено', render: (code) => <Box sx={nowrap}>{rubles(code.paid_total)}</Box> },
    {
      key: 'reward',
      label: 'Заработано',
      render: (code) => <Box sx={nowrap}>{rubles(code.reward_total)}</Box>,
    },
    {
      key: 'status',
      label: 'Статус',
      render: (code) =>
        code.disabled_by_admin ? (
          // two lines on a desk: the row's «Отключить» of the next code keeps its place
          <Chip
            size="small"
            variant="outlined"
            label="Отключён администратором"
            sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
          />
        ) : (
          <PromoStatusChip status={code.status} />
        ),
    },
    {
      key: 'actions',
      label: '',
      render: (code) =>
        !code.disabled_by_admin && (
          <Button
            size="small"
            variant="outlined"
            color={code.status === 'active' ? 'error' : 'primary'}
            onClick={() => setAsking(code)}
            aria-label={`${code.status === 'active' ? 'Отключить' : 'Включить'} промокод ${code.code}`}
          >
            {code.status === 'active' ? 'Отключить' : 'Включить'}
          </Button>
        ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title={TITLE}
        actions={
          <Button component={RouterLink} to={paths.dealerPromoRequests()} variant="outlined">
            Заявки на промокоды
          </Button>
        }
      />
      <ListSearch
        label="Промокод"
        value={search}
        onChange={(text) => {
          setSearch(text);
          paging.setPage(1);
        }}
      />
      <DataTable
        label={TITLE}
        columns={columns}
        rows={codes.data?.results}
        count={codes.data?.count ?? 0}
        paging={paging}
        rowKey={(code) => code.id}
        loading={codes.isPending}
        error={codes.error}
        onRetry={() => void codes.refetch()}
        emptyTitle={query ? 'Таких промокодов нет' : 'Действующих промокодов пока нет'}
        emptyText={
          'Здесь ваши промокоды, которые одобрил администратор: раздавайте их, и с каждой покупки по ним ' +
          'вам на баланс придёт ваша доля. Запросить промокод можно в разделе «Заявки на промокоды».'
        }
      />
      <ConfirmDialog
        open={asking !== null}
        text={
          asking?.status === 'active'
            ? `Отключить промокод ${asking.code}? Покупатели не смогут им воспользоваться, пока вы его не включите.`
            : `Включить промокод ${asking?.code ?? ''} снова?`
        }
        busy={switching.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
