import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SHOPPER_TYPE_LABELS, type Shopper } from '@sp/shared/api/shoppers';
import { pluralRu } from '@sp/shared/format/plural';
import { GUEST, hasModuleLevel } from '@sp/shared/permissions/check';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { actorOf } from '../../../lib/actor';
import { errorText } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { useDeleteShopper } from '../api/delete-shopper';
import { useShoppers } from '../api/shoppers';
import { ShopperConfirmDialog } from '../components/shopper-confirm-dialog';
import {
  INITIAL_FILTERS,
  type ShopperFilterState,
  ShopperFilters,
  shoppersFilterOf,
} from '../components/shopper-filters';
import { ShopperFormDialog } from '../components/shopper-form-dialog';

/** SPEC §6 on «Клиенты»: level 3 reads (dialogs read-only), 2 adds, changes and confirms, 1 deletes. */
function useShopperRights() {
  const actor = actorOf(useSession()) ?? GUEST;
  return { canEdit: hasModuleLevel(actor, 'shoppers', 2), canDelete: hasModuleLevel(actor, 'shoppers', 1) };
}

/** ИНН of an entity, or the passport of a person: what identifies the client on paper. */
function identity(shopper: Shopper): string {
  if (shopper.legal_entity) return `ИНН ${shopper.legal_entity.inn}`;
  const person = shopper.physical_person;
  if (!person?.doc_number) return '';
  return `Паспорт ${[person.doc_series, person.doc_number].filter(Boolean).join(' ')}`;
}

function Contacts({ shopper }: { shopper: Shopper }) {
  return (
    <Stack spacing={0.25} sx={{ overflowWrap: 'break-word' }}>
      {shopper.phone && (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {shopper.phone}
        </Typography>
      )}
      {shopper.email && <Typography variant="body2">{shopper.email}</Typography>}
    </Stack>
  );
}

function ConfirmedChip({ shopper }: { shopper: Shopper }) {
  return shopper.is_confirmed ? (
    <Chip size="small" color="primary" label="Подтверждён" />
  ) : (
    <Chip size="small" variant="outlined" label="Не подтверждён" />
  );
}

type Editing = { shopper: Shopper | null } | null;

/**
 * /app/shoppers: the company's clients, physical persons and legal entities; search, type and confirmation
 * filters, sort and pages; the client's card to add and change; confirmation by a code; delete after confirm.
 */
export function ShoppersPage() {
  const compact = useMediaQuery('(max-width:899.95px)', { noSsr: true });
  const rights = useShopperRights();
  const paging = usePaging();
  const [filters, setFilters] = useState<ShopperFilterState>(INITIAL_FILTERS);
  const shoppers = useShoppers(shoppersFilterOf(filters, paging.offset, paging.limit));
  const remove = useDeleteShopper();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Shopper | null>(null);
  const [removing, setRemoving] = useState<Shopper | null>(null);

  const changeFilters = (next: Partial<ShopperFilterState>) => {
    setFilters((current) => ({ ...current, ...next }));
    paging.setPage(1);
  };

  const handleRemove = () => {
    if (!removing) return;
    const shopper = removing;
    remove.mutate(shopper.id, {
      onSuccess: () => {
        snackbar.success(`Клиент «${shopper.name}» удалён`);
        setEditing(null);
      },
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(null),
    });
  };

  const actions = (shopper: Shopper) => (
    <Stack
      direction="row"
      spacing={0.5}
      onClick={(event) => event.stopPropagation()}
      sx={{ flexWrap: 'wrap' }}
      useFlexGap
    >
      {rights.canEdit && !shopper.is_confirmed && (
        <Button
          size="small"
          onClick={() => setConfirming(shopper)}
          aria-label={`Подтвердить: ${shopper.name}`}
        >
          Подтвердить
        </Button>
      )}
      <Button
        size="small"
        onClick={() => setEditing({ shopper })}
        aria-label={`${rights.canEdit ? 'Изменить' : 'Открыть'}: ${shopper.name}`}
      >
        {rights.canEdit ? 'Изменить' : 'Открыть'}
      </Button>
      {rights.canDelete && (
        <Button
          size="small"
          color="error"
          onClick={() => setRemoving(shopper)}
          aria-label={`Удалить: ${shopper.name}`}
        >
          Удалить
        </Button>
      )}
    </Stack>
  );

  const columns = ((): Column<Shopper>[] => {
    const list: Column<Shopper>[] = [
      {
        key: 'name',
        label: 'Клиент',
        card: 'title',
        render: (shopper) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start', overflowWrap: 'break-word' }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {shopper.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {SHOPPER_TYPE_LABELS[shopper.type_shopper]}
            </Typography>
            {compact && identity(shopper) && (
              <Typography variant="caption" color="text.secondary">
                {identity(shopper)}
              </Typography>
            )}
            {compact && <Contacts shopper={shopper} />}
            {compact && <ConfirmedChip shopper={shopper} />}
          </Stack>
        ),
      },
      { key: 'contacts', label: 'Контакты', render: (shopper) => <Contacts shopper={shopper} /> },
      { key: 'identity', label: 'Документ / ИНН', render: identity },
      { key: 'confirmed', label: 'Подтверждение', render: (shopper) => <ConfirmedChip shopper={shopper} /> },
      {
        key: 'orders',
        label: 'Сделки',
        render: (shopper) =>
          shopper.orders_count
            ? `${shopper.orders_count} ${pluralRu(shopper.orders_count, ['сделка', 'сделки', 'сделок'])}`
            : 'Нет',
      },
      { key: 'actions', label: 'Действия', width: 120, render: actions },
    ];
    return compact ? list.filter((column) => ['name', 'actions'].includes(column.key)) : list;
  })();

  const filtered = filters.query !== '' || filters.type !== '' || filters.confirmed !== '';
  return (
    <Box>
      <PageHeader
        title="Клиенты"
        actions={
          rights.canEdit && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ shopper: null })}>
              Добавить клиента
            </Button>
          )
        }
      />
      <ShopperFilters value={filters} onChange={changeFilters} />
      <DataTable
        label="Клиенты"
        columns={columns}
        rows={shoppers.data?.results}
        count={shoppers.data?.count ?? 0}
        paging={paging}
        rowKey={(shopper) => shopper.id}
        loading={shoppers.isPending}
        error={shoppers.error}
        onRetry={() => void shoppers.refetch()}
        onRowClick={(shopper) => setEditing({ shopper })}
        emptyTitle={filtered ? undefined : 'Клиентов пока нет'}
        emptyText={
          filtered
            ? 'Ничего не нашлось: измените условия поиска'
            : 'Здесь будут клиенты компании: физические и юридические лица, с которыми вы заключаете сделки. Клиент добавляется и при оформлении сделки.'
        }
        emptyAction={
          !filtered && rights.canEdit ? (
            <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing({ shopper: null })}>
              Добавить клиента
            </Button>
          ) : undefined
        }
      />
      {editing && (
        <ShopperFormDialog
          open
          shopper={editing.shopper}
          readOnly={!rights.canEdit}
          onClose={() => setEditing(null)}
          onDelete={rights.canDelete ? (shopper) => setRemoving(shopper) : undefined}
        />
      )}
      {confirming && <ShopperConfirmDialog shopper={confirming} onClose={() => setConfirming(null)} />}
      <ConfirmDialog
        open={removing !== null}
        text={
          removing ? `Удалить клиента «${removing.name}»? Клиента со сделками удалить нельзя.` : undefined
        }
        busy={remove.isPending}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
