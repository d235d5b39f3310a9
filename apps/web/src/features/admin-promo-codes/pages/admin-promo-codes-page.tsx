import EditOutlined from '@mui/icons-material/EditOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  PROMO_STATUS_LABELS,
  PROMO_STATUSES,
  type PromoCode,
  type PromoStatus,
} from '@sp/shared/api/promo-codes';
import { formatRubles } from '@sp/shared/format/money';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable, PHONE_QUERY } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { audienceText, untilText, usesText } from '../../../components/promo-format';
import { PromoStatusChip } from '../../../components/promo-status-chip';
import { SearchAndStatus } from '../../../components/search-and-status';
import { errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useDebounced } from '../../../lib/use-debounced';
import { useAdminPromoCodes, useUpdatePromoCode } from '../api/admin-promo-codes';
import { CODE_COLUMN } from '../components/code-column';
import { PromoCodeDialog } from '../components/promo-code-dialog';

type Owner = 'platform' | 'dealer';
const OWNERS: readonly Owner[] = ['platform', 'dealer'];
const OWNER_LABELS: Record<Owner, string> = { platform: 'Платформы', dealer: 'Дилеров' };

const ABOUT =
  'Здесь все промокоды платформы: ваши и дилеров. Промокод даёт скидку в процентах на тариф или ' +
  'дополнительный пакет; с оплат по промокоду дилера он получает свою долю. Создайте промокод для акции или ' +
  'рассылки кнопкой «Создать промокод».';

const nowrap = { whiteSpace: 'nowrap' } as const;
/** a dealer's code at work (or switched off): it has a share and what the dealer earned; a request has neither */
const earns = (code: PromoCode) =>
  Boolean(code.dealer) && (code.status === 'active' || code.status === 'disabled');
const rubles = (value: number) => formatRubles(Math.round(value * 100));

/** What opens: the form of a new code or of a code's terms, or the confirmation of its switch. */
type Opened = { kind: 'form'; code: PromoCode | null } | { kind: 'switch'; code: PromoCode } | null;

/**
 * /admin/promo-codes «Промокоды» (SPEC §2, §7 «Dealers»): every code with whose it is, its terms, its uses and
 * what was paid with it and earned by its dealer; by a part of the code, its status and whose. The platform's
 * codes are made here; an active or disabled code's terms are changed and it is switched off or on (confirmed).
 * A dealer's request is decided on /admin/dealers/promo-codes. A table on a desk, cards on a phone.
 */
export function AdminPromoCodesPage() {
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PromoStatus | ''>('');
  const [owner, setOwner] = useState<Owner | ''>('');
  const [opened, setOpened] = useState<Opened>(null);
  const query = useDebounced(search.trim());
  const codes = useAdminPromoCodes({
    offset: paging.offset,
    limit: paging.limit,
    ...(query ? { query } : {}),
    ...(status ? { status } : {}),
    ...(owner ? { owner } : {}),
  });
  const update = useUpdatePromoCode();
  const filtered = Boolean(query || status || owner);

  const switchCode = (code: PromoCode) => {
    const next = code.status === 'active' ? 'disabled' : 'active';
    update.mutate(
      { id: code.id, body: { status: next } },
      {
        onSuccess: () =>
          snackbar.success(
            next === 'active' ? `Промокод ${code.code} снова действует` : `Промокод ${code.code} отключён`,
          ),
        onError: (error) => snackbar.error(errorText(error)),
        onSettled: () => setOpened(null),
      },
    );
  };

  const actionsOf = (code: PromoCode) => {
    if (code.status === 'requested' || code.status === 'declined')
      return (
        <Link component={RouterLink} to={paths.adminDealerPromoCodes()} sx={nowrap}>
          К заявкам дилеров
        </Link>
      );
    const active = code.status === 'active';
    const actions = [
      {
        label: 'Изменить',
        icon: <EditOutlined fontSize="small" />,
        colour: 'primary' as const,
        open: () => setOpened({ kind: 'form', code }),
      },
      {
        label: active ? 'Отключить' : 'Включить',
        icon: active ? <PauseCircleOutlined fontSize="small" /> : <PlayCircleOutlined fontSize="small" />,
        colour: active ? ('error' as const) : ('success' as const),
        open: () => setOpened({ kind: 'switch', code }),
      },
    ];
    // a phone's card has room for words; a desk's row for two icons
    return (
      <Stack direction="row" spacing={phone ? 1 : 0} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {actions.map((action) =>
          phone ? (
            <Button
              key={action.label}
              size="small"
              variant="outlined"
              color={action.colour}
              onClick={action.open}
              aria-label={`${action.label} промокод ${code.code}`}
            >
              {action.label}
            </Button>
          ) : (
            <Tooltip key={action.label} title={action.label}>
              <IconButton
                size="small"
                color={action.colour}
                onClick={action.open}
                aria-label={`${action.label} промокод ${code.code}`}
              >
                {action.icon}
              </IconButton>
            </Tooltip>
          ),
        )}
      </Stack>
    );
  };

  const columns: readonly Column<PromoCode>[] = [
    CODE_COLUMN,
    {
      key: 'discount',
      label: 'Скидка',
      width: 110,
      render: (code) => (
        <Stack spacing={0.25}>
          <Box sx={nowrap}>{code.discount_percent} %</Box>
          {earns(code) && (
            <Typography variant="caption" color="text.secondary" sx={nowrap}>
              доля дилера {code.dealer_share_percent} %
            </Typography>
          )}
        </Stack>
      ),
    },
    { key: 'audience', label: 'Для кого', width: 110, render: audienceText },
    { key: 'uses', label: 'Использован', width: 100, render: usesText },
    {
      key: 'until',
      label: 'Действует до',
      width: 110,
      render: (code) => <Box sx={nowrap}>{untilText(code)}</Box>,
    },
    {
      key: 'status',
      label: 'Статус',
      width: 140,
      render: (code) => <PromoStatusChip status={code.status} />,
    },
    {
      key: 'paid',
      label: 'Оплачено',
      width: 150,
      render: (code) => (
        <Stack spacing={0.25}>
          <Box sx={nowrap}>{rubles(code.paid_total)}</Box>
          {earns(code) && (
            <Typography variant="caption" color="text.secondary" sx={nowrap}>
              дилеру {rubles(code.reward_total)}
            </Typography>
          )}
        </Stack>
      ),
    },
    { key: 'actions', label: '', width: 90, render: actionsOf },
  ];

  const switching = opened?.kind === 'switch' ? opened.code : null;
  return (
    <Box>
      <PageHeader
        title="Промокоды"
        actions={
          <Button variant="contained" onClick={() => setOpened({ kind: 'form', code: null })}>
            Создать промокод
          </Button>
        }
      />
      <SearchAndStatus
        searchLabel="Промокод"
        search={search}
        onSearch={(text) => {
          setSearch(text);
          paging.setPage(1);
        }}
        status={status}
        statuses={PROMO_STATUSES}
        statusLabels={PROMO_STATUS_LABELS}
        onStatus={(next) => {
          setStatus(next);
          paging.setPage(1);
        }}
        extra={
          <TextField
            select
            size="small"
            label="Чьи"
            value={owner}
            onChange={(event) => {
              setOwner(event.target.value as Owner | '');
              paging.setPage(1);
            }}
          >
            <MenuItem value="">Все</MenuItem>
            {OWNERS.map((value) => (
              <MenuItem key={value} value={value}>
                {OWNER_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <DataTable
        label="Промокоды"
        columns={columns}
        rows={codes.data?.results}
        count={codes.data?.count ?? 0}
        paging={paging}
        rowKey={(code) => code.id}
        loading={codes.isPending}
        error={codes.error}
        onRetry={() => void codes.refetch()}
        emptyTitle={filtered ? 'Ничего не нашлось' : 'Промокодов пока нет'}
        emptyText={filtered ? 'Проверьте промокод или выберите другой статус.' : ABOUT}
      />
      {opened?.kind === 'form' && (
        <PromoCodeDialog key={opened.code?.id ?? 'new'} code={opened.code} onClose={() => setOpened(null)} />
      )}
      <ConfirmDialog
        open={Boolean(switching)}
        text={
          switching?.status === 'active'
            ? `Отключить промокод ${switching.code}? Им больше нельзя будет оплатить тариф или пакет.`
            : `Включить промокод ${switching?.code ?? ''}? Им снова можно будет оплатить тариф или пакет.`
        }
        busy={update.isPending}
        onCancel={() => setOpened(null)}
        onConfirm={() => switching && switchCode(switching)}
      />
    </Box>
  );
}
