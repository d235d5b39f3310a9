import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PersonAttribute } from '@sp/shared/api/admin-persons';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDebounced } from '../../../lib/use-debounced';
import { useDeletePersonAttribute, usePersonAttributes } from '../api/person-attributes';
import { AttributeDialog } from '../components/attribute-dialog';

const ABOUT =
  'Атрибуты — сведения справочника персон, которые администратор задаёт один раз и присваивает людям: ' +
  '«Участник Великой Отечественной войны», «Почётный гражданин», «Воинское звание» со значением. ' +
  'Они видны на публичной странице памяти под именем.';

/** «3 персон», «1 персоны» (after «у» or «с»). */
function personsOf(count: number): string {
  const tens = count % 100;
  const ones = count % 10;
  const word = ones === 1 && tens !== 11 ? 'персоны' : 'персон';
  return `${count} ${word}`;
}

/** The confirmation's words: how many persons lose the attribute (no pronoun to agree with one or many). */
export function deleteQuestion(attribute: PersonAttribute): string {
  return attribute.persons
    ? `Удалить атрибут «${attribute.name}»? Он будет снят с ${personsOf(attribute.persons)}.`
    : `Удалить атрибут «${attribute.name}»? Он пока никому не присвоен.`;
}

/**
 * /admin/attributes-person «Атрибуты персон» (SPEC §6, issue 16): the persons directory's own attributes, added,
 * edited and deleted (after a confirmation naming how many persons have it). A table on a desk, cards on a phone.
 */
export function AdminAttributesPage() {
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<PersonAttribute | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<PersonAttribute | null>(null);
  const query = useDebounced(search.trim());
  const attributes = usePersonAttributes({
    offset: paging.offset,
    limit: paging.limit,
    ...(query ? { query } : {}),
  });
  const remove = useDeletePersonAttribute();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) =>
        snackbar.success(
          answer.persons
            ? `Атрибут «${deleting.name}» удалён, снят с ${personsOf(answer.persons)}`
            : `Атрибут «${deleting.name}» удалён`,
        ),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setDeleting(null),
    });
  };

  const columns: readonly Column<PersonAttribute>[] = [
    {
      key: 'name',
      label: 'Атрибут',
      card: 'title',
      render: (attribute) => (
        <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {attribute.name}
          </Typography>
          {attribute.description && (
            <Typography variant="caption" color="text.secondary">
              {attribute.description}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      key: 'value',
      label: 'Значение',
      width: 180,
      render: (attribute) => (attribute.has_value ? 'своё у каждой персоны' : 'без значения'),
    },
    { key: 'persons', label: 'Персоны', width: 110, render: (attribute) => attribute.persons },
    {
      key: 'actions',
      label: '',
      width: 110,
      render: (attribute) => (
        <Box sx={{ display: 'flex', gap: 0.5 }} onClick={(event) => event.stopPropagation()}>
          <IconButton
            aria-label={`Изменить атрибут «${attribute.name}»`}
            onClick={() => setEditing(attribute)}
          >
            <EditOutlinedIcon />
          </IconButton>
          <IconButton
            aria-label={`Удалить атрибут «${attribute.name}»`}
            onClick={() => setDeleting(attribute)}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Атрибуты персон"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            Добавить атрибут
          </Button>
        }
      />
      <TextField
        size="small"
        type="search"
        label="Название атрибута"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          paging.setPage(1);
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
      />
      <DataTable
        label="Атрибуты персон"
        columns={columns}
        rows={attributes.data?.results}
        count={attributes.data?.count ?? 0}
        paging={paging}
        rowKey={(attribute) => attribute.id}
        loading={attributes.isPending}
        error={attributes.error}
        onRetry={() => void attributes.refetch()}
        emptyTitle={query ? 'Ничего не нашлось' : 'Атрибутов пока нет'}
        emptyText={query ? 'Проверьте название.' : ABOUT}
        onRowClick={setEditing}
      />
      {editing !== undefined && (
        <AttributeDialog
          key={editing?.id ?? 'new'}
          attribute={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        text={deleting ? deleteQuestion(deleting) : undefined}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
