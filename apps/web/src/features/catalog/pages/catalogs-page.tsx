import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Catalog } from '@sp/shared/api/catalog';
import { pluralRu } from '@sp/shared/format/plural';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useCatalogs } from '../api/catalogs';
import { useDeleteCatalog } from '../api/delete-catalog';
import { CatalogDialog } from '../components/catalog-dialog';
import { RowActions } from '../components/row-actions';
import { SearchField } from '../components/search-field';
import { useCatalogRights } from '../components/use-catalog-rights';

type Editing = { catalog: Catalog | null } | null;

const products = (n: number) => `${n} ${pluralRu(n, ['товар', 'товара', 'товаров'])}`;
const services = (n: number) => `${n} ${pluralRu(n, ['услуга', 'услуги', 'услуг'])}`;

/** /app/catalogs: named collections of the company's products and services. */
export function CatalogsPage() {
  const rights = useCatalogRights();
  const compact = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const paging = usePaging();
  const [name, setName] = useState('');
  const list = useCatalogs({ name: name || undefined, offset: paging.offset, limit: paging.limit });
  const remove = useDeleteCatalog();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Catalog | null>(null);

  const handleRemove = () => {
    if (!removing) return;
    const catalog = removing;
    remove.mutate(catalog.id, {
      onSuccess: () => {
        snackbar.success(`Каталог «${catalog.name}» удалён`);
        setEditing(null);
      },
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(null),
    });
  };

  const columns = useMemo<Column<Catalog>[]>(() => {
    const list: Column<Catalog>[] = [
      {
        key: 'name',
        label: 'Название',
        card: 'title',
        render: (row) => (
          <Stack spacing={0.25} sx={{ overflowWrap: 'break-word' }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {row.name}
            </Typography>
            {row.description && (
              <Typography variant="caption" color="text.secondary">
                {row.description.length > 140 ? `${row.description.slice(0, 140)}…` : row.description}
              </Typography>
            )}
            {compact && (
              <Typography variant="body2">
                {products(row.products.length)}, {services(row.services.length)}
              </Typography>
            )}
          </Stack>
        ),
      },
      { key: 'products', label: 'Товары', width: 120, render: (row) => products(row.products.length) },
      { key: 'services', label: 'Услуги', width: 120, render: (row) => services(row.services.length) },
      {
        key: 'actions',
        label: 'Действия',
        width: 100,
        render: (row) => (
          <RowActions
            name={row.name}
            canEdit={rights.canEdit}
            canDelete={rights.canDelete}
            onOpen={() => setEditing({ catalog: row })}
            onDelete={() => setRemoving(row)}
          />
        ),
      },
    ];
    return compact ? list.filter((column) => column.key === 'name' || column.key === 'actions') : list;
  }, [rights.canEdit, rights.canDelete, compact]);

  return (
    <Box>
      <PageHeader
        title="Каталоги"
        actions={
          rights.canEdit && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ catalog: null })}>
              Новый каталог
            </Button>
          )
        }
      />
      <Stack sx={{ mb: 2, maxWidth: { sm: 420 } }}>
        <SearchField
          label="Поиск по названию"
          onSearch={(text) => {
            setName(text);
            paging.setPage(1);
          }}
        />
      </Stack>
      <DataTable
        label="Каталоги"
        columns={columns}
        rows={list.data?.results}
        count={list.data?.count ?? 0}
        paging={paging}
        rowKey={(row) => row.id}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRowClick={(row) => setEditing({ catalog: row })}
        emptyTitle={name ? undefined : 'Каталогов пока нет'}
        emptyText={
          name
            ? 'Ничего не нашлось: попробуйте другое название'
            : 'Каталог — подборка ваших товаров и услуг под случай или клиента, например «Кремация» или «Памятники». Соберите первый из того, что уже есть в товарах и услугах.'
        }
        emptyAction={
          !name && rights.canEdit ? (
            <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing({ catalog: null })}>
              Собрать каталог
            </Button>
          ) : undefined
        }
      />
      {editing && (
        <CatalogDialog
          key={editing.catalog?.id ?? 'new'}
          catalog={editing.catalog}
          readOnly={!rights.canEdit}
          canDelete={rights.canDelete}
          onDelete={setRemoving}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        text={removing ? `Удалить каталог «${removing.name}»? Товары и услуги останутся.` : undefined}
        busy={remove.isPending}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
