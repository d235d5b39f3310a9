import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Compensation } from '@sp/shared/api/catalog';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useCompensations } from '../api/compensations';
import { useDeleteCompensation } from '../api/delete-compensation';
import { CompensationDialog } from '../components/compensation-dialog';
import { rubles } from '../components/price';
import { RowActions } from '../components/row-actions';
import { SearchField } from '../components/search-field';
import { useCatalogRights } from '../components/use-catalog-rights';

type Editing = { compensation: Compensation | null } | null;

/** /app/services/compensations: amounts the company compensates, with name and description. */
export function CompensationsPage() {
  const rights = useCatalogRights();
  const paging = usePaging();
  const [name, setName] = useState('');
  const list = useCompensations({ name: name || undefined, offset: paging.offset, limit: paging.limit });
  const remove = useDeleteCompensation();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Compensation | null>(null);

  const handleRemove = () => {
    if (!removing) return;
    const compensation = removing;
    remove.mutate(compensation.id, {
      onSuccess: () => {
        snackbar.success(`Компенсация «${compensation.name}» удалена`);
        setEditing(null);
      },
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(null),
    });
  };

  const columns = useMemo<Column<Compensation>[]>(
    () => [
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
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {row.description.length > 140 ? `${row.description.slice(0, 140)}…` : row.description}
              </Typography>
            )}
          </Stack>
        ),
      },
      {
        key: 'amount',
        label: 'Сумма',
        width: 140,
        render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{rubles(row.amount)}</span>,
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
            onOpen={() => setEditing({ compensation: row })}
            onDelete={() => setRemoving(row)}
          />
        ),
      },
    ],
    [rights.canEdit, rights.canDelete],
  );

  return (
    <Box>
      <PageHeader
        title="Компенсации"
        actions={
          rights.canEdit && (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setEditing({ compensation: null })}
            >
              Добавить
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
        label="Компенсации"
        columns={columns}
        rows={list.data?.results}
        count={list.data?.count ?? 0}
        paging={paging}
        rowKey={(row) => row.id}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRowClick={(row) => setEditing({ compensation: row })}
        emptyTitle={name ? undefined : 'Компенсаций пока нет'}
        emptyText={
          name
            ? 'Ничего не нашлось: попробуйте другое название'
            : 'Компенсации — выплаты, на которые может рассчитывать семья, например социальное пособие на погребение: название, сумма и что нужно, чтобы её получить. Они под рукой, когда вы рассказываете о них клиенту.'
        }
        emptyAction={
          !name && rights.canEdit ? (
            <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing({ compensation: null })}>
              Добавить компенсацию
            </Button>
          ) : undefined
        }
      />
      {editing && (
        <CompensationDialog
          key={editing.compensation?.id ?? 'new'}
          compensation={editing.compensation}
          readOnly={!rights.canEdit}
          canDelete={rights.canDelete}
          onDelete={setRemoving}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        text={removing ? `Удалить компенсацию «${removing.name}»?` : undefined}
        busy={remove.isPending}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
