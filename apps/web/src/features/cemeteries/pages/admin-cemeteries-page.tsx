import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { Cemetery } from '@sp/shared/api/cemeteries';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { CityField } from '../../../components/geo/city-field';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDebounced } from '../../../lib/use-debounced';
import { useCemeteries } from '../api/cemeteries';
import { useDeleteCemetery } from '../api/delete-cemetery';
import { CemeteryEditor } from '../components/cemetery-editor';

const ABOUT =
  'Кладбища видны посетителям на карте, а семьи отмечают на них могилы близких. Добавьте кладбище, ' +
  'нарисуйте его контур и участки и укажите муниципальную организацию, которая им управляет.';

function columnsOf(
  onEdit: (cemetery: Cemetery) => void,
  onDelete: (cemetery: Cemetery) => void,
): readonly Column<Cemetery>[] {
  return [
    { key: 'name', label: 'Название', card: 'title', render: (row) => row.name },
    { key: 'city', label: 'Город', render: (row) => row.city?.name ?? '—' },
    { key: 'address', label: 'Адрес', render: (row) => row.address || '—' },
    {
      key: 'municipal',
      label: 'Управляет',
      render: (row) => row.municipal_company?.name ?? '—',
    },
    {
      key: 'graves',
      label: 'Могил',
      render: (row) => row.graves_count.toLocaleString('ru-RU'),
    },
    {
      key: 'actions',
      label: '',
      width: 104,
      render: (row) => (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
          <IconButton
            aria-label={`Изменить кладбище «${row.name}»`}
            title="Изменить"
            onClick={(event) => {
              event.stopPropagation();
              onEdit(row);
            }}
          >
            <EditOutlined />
          </IconButton>
          <IconButton
            aria-label={`Удалить кладбище «${row.name}»`}
            title="Удалить"
            onClick={(event) => {
              event.stopPropagation();
              onDelete(row);
            }}
          >
            <DeleteOutline />
          </IconButton>
        </Box>
      ),
    },
  ];
}

/**
 * /admin/cemeteries «Кладбища» (SPEC §2, §7 «Geo and cemeteries»): every cemetery, searched by name and city; an
 * administrator adds one, draws its outline, centre and areas on the map, names its governing municipal
 * organisation, and deletes one that has no graves. Cards on a phone.
 */
export function AdminCemeteriesPage() {
  const paging = usePaging();
  const [text, setText] = useState('');
  const query = useDebounced(text);
  const [cityId, setCityId] = useState<number | null>(null);
  const cemeteries = useCemeteries({
    query: query || undefined,
    city_id: cityId ?? undefined,
    offset: paging.offset,
    limit: paging.limit,
  });
  const remove = useDeleteCemetery();
  /** the editor, and the cemetery in it (kept while it closes); null: a new one */
  const [editor, setEditor] = useState<{ open: boolean; cemetery: Cemetery | null }>({
    open: false,
    cemetery: null,
  });
  const edit = (cemetery: Cemetery | null) => setEditor({ open: true, cemetery });
  const [deleting, setDeleting] = useState<Cemetery | null>(null);
  const columns = columnsOf(edit, setDeleting);

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: () => snackbar.success(`Кладбище «${name}» удалено`),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setDeleting(null),
    });
  };

  const add = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => edit(null)}>
      Добавить кладбище
    </Button>
  );
  const filtered = Boolean(query) || cityId !== null;
  return (
    <>
      <PageHeader title="Кладбища" actions={add} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr', md: 'minmax(0, 420px) 260px' },
        }}
      >
        <TextField
          size="small"
          type="search"
          label="Название кладбища"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            paging.setPage(1);
          }}
        />
        <CityField
          cityId={cityId}
          onChange={(city) => {
            setCityId(city?.id ?? null);
            paging.setPage(1);
          }}
        />
      </Box>
      <DataTable
        label="Кладбища"
        columns={columns}
        rows={cemeteries.data?.results}
        count={cemeteries.data?.count ?? 0}
        paging={paging}
        rowKey={(row) => row.id}
        loading={cemeteries.isPending}
        error={cemeteries.error}
        onRetry={() => void cemeteries.refetch()}
        onRowClick={edit}
        emptyTitle={filtered ? undefined : 'Кладбищ пока нет'}
        emptyText={filtered ? 'Ничего не нашлось' : ABOUT}
        emptyAction={filtered ? undefined : add}
      />
      <CemeteryEditor
        open={editor.open}
        cemetery={editor.cemetery}
        onClose={() => setEditor((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        text={
          deleting
            ? `Удалить кладбище «${deleting.name}»? Его участки будут удалены вместе с ним. Кладбище, на котором есть могилы, удалить нельзя.`
            : undefined
        }
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
      />
    </>
  );
}
