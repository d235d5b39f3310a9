import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { Cemetery } from '@sp/shared/api/cemeteries';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { CityField } from '../../../components/geo/city-field';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useDebounced } from '../../../lib/use-debounced';
import { useCemeteries } from '../api/cemeteries';
import { useDeleteCemetery } from '../api/delete-cemetery';
import { type CemeteriesScope, useGovernedBy } from '../components/cemeteries-scope';
import { CemeteryEditor } from '../components/cemetery-editor';

const ABOUT: Record<CemeteriesScope, { title: string; text: string }> = {
  admin: {
    title: 'Кладбищ пока нет',
    text:
      'Кладбища видны посетителям на карте, а семьи отмечают на них могилы близких. Добавьте кладбище, ' +
      'нарисуйте его контур и участки и укажите муниципальную организацию, которая им управляет.',
  },
  municipal: {
    title: 'Вашей организации пока не передано ни одного кладбища',
    text:
      'Кладбища добавляет администратор платформы и указывает организацию, которая ими управляет. Когда он ' +
      'передаст кладбище вашей организации, здесь можно будет править его сведения, контур и участки.',
  },
};

function columnsOf(
  scope: CemeteriesScope,
  onEdit: (cemetery: Cemetery) => void,
  onDelete: (cemetery: Cemetery) => void,
): readonly Column<Cemetery>[] {
  const admin = scope === 'admin';
  return [
    { key: 'name', label: 'Название', card: 'title', render: (row) => row.name },
    { key: 'city', label: 'Город', render: (row) => row.city?.name ?? '—' },
    { key: 'address', label: 'Адрес', render: (row) => row.address || '—' },
    // the organisation's own page lists its own only
    ...(admin
      ? [
          {
            key: 'municipal',
            label: 'Управляет',
            render: (row: Cemetery) => row.municipal_company?.name ?? '—',
          },
        ]
      : []),
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
          {admin ? (
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
          ) : (
            <IconButton
              component={RouterLink}
              to={paths.placeGraves(row.id)}
              aria-label={`Могилы кладбища «${row.name}»`}
              title="Могилы на карте"
              onClick={(event) => event.stopPropagation()}
            >
              <PlaceOutlined />
            </IconButton>
          )}
        </Box>
      ),
    },
  ];
}

/**
 * «Кладбища», searched by name and city; cards on a phone. An administrator's /admin/cemeteries (SPEC §2, §7 «Geo
 * and cemeteries») lists every cemetery: adds one, draws its outline, centre and areas on the map, names its
 * governing municipal organisation, and deletes one that has no graves. A municipal organisation's /app/cemeteries
 * lists those it governs and edits them the same way, but neither adds nor deletes one nor changes who governs it
 * (the server refuses those to it); each links to its graves on /app/place-graves.
 */
export function CemeteriesPage({ scope }: { scope: CemeteriesScope }) {
  const paging = usePaging();
  const [text, setText] = useState('');
  const query = useDebounced(text);
  const [cityId, setCityId] = useState<number | null>(null);
  const governedBy = useGovernedBy(scope);
  const cemeteries = useCemeteries(
    {
      query: query || undefined,
      city_id: cityId ?? undefined,
      municipal_company_id: governedBy ?? undefined,
      offset: paging.offset,
      limit: paging.limit,
    },
    governedBy !== null,
  );
  const remove = useDeleteCemetery();
  /** the editor, and the cemetery in it (kept while it closes); null: a new one */
  const [editor, setEditor] = useState<{ open: boolean; cemetery: Cemetery | null }>({
    open: false,
    cemetery: null,
  });
  const edit = (cemetery: Cemetery | null) => setEditor({ open: true, cemetery });
  const [deleting, setDeleting] = useState<Cemetery | null>(null);
  const columns = columnsOf(scope, edit, setDeleting);

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: () => snackbar.success(`Кладбище «${name}» удалено`),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setDeleting(null),
    });
  };

  // only an administrator adds a cemetery
  const add = scope === 'admin' && (
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
        loading={governedBy !== null && cemeteries.isPending}
        error={cemeteries.error}
        onRetry={() => void cemeteries.refetch()}
        onRowClick={edit}
        emptyTitle={filtered ? undefined : ABOUT[scope].title}
        emptyText={filtered ? 'Ничего не нашлось' : ABOUT[scope].text}
        emptyAction={filtered || !add ? undefined : add}
      />
      <CemeteryEditor
        open={editor.open}
        cemetery={editor.cemetery}
        onClose={() => setEditor((current) => ({ ...current, open: false }))}
        scope={scope}
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

/** /admin/cemeteries «Кладбища»: every cemetery, the administrator's. */
export function AdminCemeteriesPage() {
  return <CemeteriesPage scope="admin" />;
}
