import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Composition } from '@sp/shared/api/catalog';
import { pluralRu } from '@sp/shared/format/plural';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { RouterLink as Link } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useCompositions } from '../api/compositions';
import { useDeleteComposition } from '../api/delete-composition';
import { HiddenByAdminChip } from '../components/hidden-by-admin';
import { rubles } from '../components/price';
import { RowActions } from '../components/row-actions';
import { SearchField } from '../components/search-field';
import { useCatalogRights } from '../components/use-catalog-rights';

const positions = (count: number) => `${count} ${pluralRu(count, ['позиция', 'позиции', 'позиций'])}`;

/** /app/composition: the ready-made solutions (a set of products and services with its own price). */
export function CompositionsPage() {
  const rights = useCatalogRights();
  const navigate = useNavigate();
  const compact = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const paging = usePaging();
  const [name, setName] = useState('');
  const list = useCompositions({ name: name || undefined, offset: paging.offset, limit: paging.limit });
  const remove = useDeleteComposition();
  const [removing, setRemoving] = useState<Composition | null>(null);

  const handleRemove = () => {
    if (!removing) return;
    const composition = removing;
    remove.mutate(composition.id, {
      onSuccess: () => snackbar.success(`Готовое решение «${composition.name}» удалено`),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(null),
    });
  };

  const columns = useMemo<Column<Composition>[]>(() => {
    const list: Column<Composition>[] = [
      {
        key: 'name',
        label: 'Название',
        card: 'title',
        render: (row) => (
          <Stack spacing={0.25} sx={{ overflowWrap: 'break-word' }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {row.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.items.map((item) => item.name).join(', ')}
            </Typography>
            <HiddenByAdminChip hidden={row.hidden} />
            {compact && (
              <>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {rubles(row.price)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Сумма позиций: {rubles(row.items_price)}
                </Typography>
              </>
            )}
          </Stack>
        ),
      },
      { key: 'count', label: 'Состав', width: 110, render: (row) => positions(row.items.length) },
      {
        key: 'items_price',
        label: 'Сумма позиций',
        width: 150,
        render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{rubles(row.items_price)}</span>,
      },
      {
        key: 'price',
        label: 'Цена решения',
        width: 150,
        render: (row) => <strong style={{ whiteSpace: 'nowrap' }}>{rubles(row.price)}</strong>,
      },
      {
        key: 'actions',
        label: 'Действия',
        width: 100,
        render: (row) => (
          <RowActions
            name={row.name}
            canEdit={rights.canEdit}
            canDelete={rights.canDelete}
            onOpen={() => navigate(paths.composition(row.id))}
            onDelete={() => setRemoving(row)}
          />
        ),
      },
    ];
    return compact ? list.filter((column) => column.key === 'name' || column.key === 'actions') : list;
  }, [rights.canEdit, rights.canDelete, compact, navigate]);

  return (
    <Box>
      <PageHeader
        title="Готовые решения"
        actions={
          rights.canEdit && (
            <Button component={Link} to={paths.composition('new')} variant="contained" startIcon={<Add />}>
              Новое решение
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
        label="Готовые решения"
        columns={columns}
        rows={list.data?.results}
        count={list.data?.count ?? 0}
        paging={paging}
        rowKey={(row) => row.id}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRowClick={(row) => navigate(paths.composition(row.id))}
        emptyTitle={name ? undefined : 'Готовых решений пока нет'}
        emptyText={
          name
            ? 'Ничего не нашлось: попробуйте другое название'
            : 'Готовое решение — набор товаров и услуг по одной цене, например «Похороны под ключ»: его добавляют в сделку целиком и показывают на странице компании.'
        }
        emptyAction={
          !name && rights.canEdit ? (
            <Button component={Link} to={paths.composition('new')} variant="outlined" startIcon={<Add />}>
              Собрать готовое решение
            </Button>
          ) : undefined
        }
      />
      <ConfirmDialog
        open={removing !== null}
        text={removing ? `Удалить готовое решение «${removing.name}»?` : undefined}
        busy={remove.isPending}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
