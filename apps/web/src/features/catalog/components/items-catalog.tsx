import Add from '@mui/icons-material/Add';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CatalogItem, CatalogKind } from '@sp/shared/api/catalog';
import { type ReactNode, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { usePaging } from '../../../components/paging';
import { mediaUrl } from '../../../lib/api-base';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useArchiveItem } from '../api/archive-item';
import { useDeleteItem } from '../api/delete-item';
import { useItems } from '../api/items';
import { HiddenByAdminChip } from './hidden-by-admin';
import { ItemDialog } from './item-dialog';
import { INITIAL_FILTERS, type ItemFilterState, ItemFilters, itemsFilterOf } from './item-filters';
import { KIND_TEXT } from './kind-text';
import { rubles } from './price';
import { RowActions } from './row-actions';
import { useCatalogRights } from './use-catalog-rights';

const PRICE_DELAY_MS = 400;

function useDebounced(value: string, delay: number): string {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return current;
}

type Editing = { item: CatalogItem | null } | null;
/** a delete the server refused (409: part of a composition), offered as archiving instead */
type ArchiveOffer = { item: CatalogItem; reason: string } | null;

const priceWithUnit = (item: CatalogItem) => `${rubles(item.price)}${item.unit ? ` / ${item.unit}` : ''}`;

function Thumbnail({ item }: { item: CatalogItem }) {
  const photo = item.photos[0];
  return (
    <Avatar
      variant="rounded"
      src={mediaUrl(photo?.thumbnail)}
      alt={photo ? item.name : undefined}
      sx={{ width: 48, height: 48, bgcolor: 'grey.100', color: 'grey.500' }}
    >
      <ImageOutlined aria-label="Нет фото" />
    </Avatar>
  );
}

type ItemsCatalogProps = {
  kind: CatalogKind;
  /** renders the page header with the «add» action */
  header: (onAdd: (() => void) | null) => ReactNode;
};

/**
 * /app/products and /app/services: the table with photo, name, category and price; filters; the archive
 * with restore; the generic dialog for create and edit; delete after the confirm dialog, and archiving
 * offered when a composition holds the record.
 */
export function ItemsCatalog({ kind, header }: ItemsCatalogProps) {
  const text = KIND_TEXT[kind];
  const rights = useCatalogRights();
  const paging = usePaging();
  const [filters, setFilters] = useState<ItemFilterState>(INITIAL_FILTERS);
  // prices apply once typing pauses, so «1 500» does not ask for 1, then 15, then 150
  const prices = useDebounced(`${filters.priceFrom}|${filters.priceTo}`, PRICE_DELAY_MS);
  const [priceFrom = '', priceTo = ''] = prices.split('|');
  const items = useItems(
    kind,
    itemsFilterOf({ ...filters, priceFrom, priceTo }, paging.offset, paging.limit),
  );
  const remove = useDeleteItem(kind);
  const archive = useArchiveItem(kind);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<CatalogItem | null>(null);
  const [offer, setOffer] = useState<ArchiveOffer>(null);

  const changeFilters = (next: Partial<ItemFilterState>) => {
    setFilters((current) => ({ ...current, ...next }));
    paging.setPage(1);
  };

  const toggleArchive = (item: CatalogItem, onDone?: () => void) =>
    archive.mutate(
      { id: item.id, archive: !item.is_archive },
      {
        onSuccess: () => {
          snackbar.success(item.is_archive ? text.restored(item.name) : text.archived(item.name));
          onDone?.();
        },
        onError: (error) => snackbar.error(errorText(error)),
      },
    );

  const handleRemove = () => {
    if (!removing) return;
    const item = removing;
    remove.mutate(item.id, {
      onSuccess: () => {
        snackbar.success(text.deleted(item.name));
        setEditing(null);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 409) setOffer({ item, reason: error.errors });
        else snackbar.error(errorText(error));
      },
      onSettled: () => setRemoving(null),
    });
  };

  const columns = ((): Column<CatalogItem>[] => {
    const list: Column<CatalogItem>[] = [
      { key: 'photo', label: 'Фото', width: 64, card: 'media', render: (item) => <Thumbnail item={item} /> },
      {
        key: 'name',
        label: 'Название',
        card: 'title',
        render: (item) => (
          <Stack spacing={0.25} sx={{ alignItems: 'flex-start', overflowWrap: 'break-word' }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {item.name}
            </Typography>
            {item.article && (
              <Typography variant="caption" color="text.secondary">
                Артикул: {item.article}
              </Typography>
            )}
            {item.is_archive && <Chip size="small" label="В архиве" />}
            <HiddenByAdminChip hidden={item.hidden} />
          </Stack>
        ),
      },
      {
        key: 'category',
        label: 'Категория',
        render: (item) =>
          item.category?.name ?? (
            <Typography variant="body2" color="text.secondary">
              Без категории
            </Typography>
          ),
      },
      {
        key: 'price',
        label: 'Цена',
        width: 150,
        render: (item) => <span style={{ whiteSpace: 'nowrap' }}>{priceWithUnit(item)}</span>,
      },
      {
        key: 'actions',
        label: 'Действия',
        width: 120,
        render: (item) => (
          <RowActions
            name={item.name}
            canEdit={rights.canEdit}
            canDelete={rights.canDelete && !item.is_archive}
            onOpen={() => setEditing({ item })}
            onDelete={() => setRemoving(item)}
          >
            {rights.canEdit && (
              <Tooltip title={item.is_archive ? 'Восстановить из архива' : 'В архив'}>
                <IconButton
                  size="small"
                  aria-label={`${item.is_archive ? 'Восстановить из архива' : 'В архив'}: ${item.name}`}
                  disabled={archive.isPending}
                  onClick={() => toggleArchive(item)}
                >
                  {item.is_archive ? (
                    <UnarchiveOutlined fontSize="small" />
                  ) : (
                    <Inventory2Outlined fontSize="small" />
                  )}
                </IconButton>
              </Tooltip>
            )}
          </RowActions>
        ),
      },
    ];
    return list;
  })();

  const filtered = Boolean(
    filters.name || filters.categoryId || filters.priceFrom.trim() || filters.priceTo.trim(),
  );
  return (
    <>
      {header(rights.canEdit ? () => setEditing({ item: null }) : null)}
      <ItemFilters kind={kind} value={filters} onChange={changeFilters} />
      <DataTable
        label={filters.archive ? `${text.title}: архив` : text.title}
        columns={columns}
        rows={items.data?.results}
        count={items.data?.count ?? 0}
        paging={paging}
        rowKey={(item) => item.id}
        loading={items.isPending}
        error={items.error}
        onRetry={() => void items.refetch()}
        onRowClick={(item) => setEditing({ item })}
        emptyTitle={filtered || filters.archive ? undefined : text.empty}
        emptyText={
          filtered
            ? 'Ничего не нашлось: измените условия поиска'
            : filters.archive
              ? 'В архиве пусто: сюда попадает то, что больше не продаётся, но есть в старых сделках.'
              : text.emptyHint
        }
        emptyAction={
          !filtered && !filters.archive && rights.canEdit ? (
            <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing({ item: null })}>
              {text.addFirst}
            </Button>
          ) : undefined
        }
      />
      {editing && (
        <ItemDialog
          key={editing.item?.id ?? 'new'}
          kind={kind}
          item={editing.item}
          readOnly={rights.readOnly || !rights.canEdit}
          canDelete={rights.canDelete}
          onClose={() => setEditing(null)}
          onDelete={(item) =>
            item.is_archive ? toggleArchive(item, () => setEditing(null)) : setRemoving(item)
          }
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        text={removing ? `Удалить «${removing.name}» навсегда вместе с фотографиями?` : undefined}
        busy={remove.isPending}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={offer !== null}
        text={offer ? `${offer.reason} Отправить «${offer.item.name}» в архив?` : undefined}
        busy={archive.isPending}
        onConfirm={() => {
          if (!offer) return;
          toggleArchive(offer.item, () => {
            setOffer(null);
            setEditing(null);
          });
        }}
        onCancel={() => setOffer(null)}
      />
    </>
  );
}
