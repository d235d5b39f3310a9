import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { UnboundPerson } from '@sp/shared/api/admin-persons';
import { formatDate } from '@sp/shared/format/date';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDeleteUnbound, useUnboundPersons } from '../api/unbound-persons';
import { LinkPersonDialog } from '../components/link-person-dialog';
import { PERSON_NAME_COLUMN, PERSON_OWNER_COLUMN } from '../components/person-columns';

const ABOUT =
  'Здесь появляются персоны, которые не указаны нигде: ни в одном генеалогическом древе, ни на странице памяти, ' +
  'ни в сделке, ни в захоронении, ни в паспорте, ни в импортированном реестре кладбища. Удалите лишние или ' +
  'привяжите нужные к древу семьи.';

/** «3 персоны», «1 персону», «5 персон»: what «Удалить» names. */
export function personsWord(count: number): string {
  const tens = count % 100;
  const ones = count % 10;
  if (ones === 1 && tens !== 11) return `${count} персону`;
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return `${count} персоны`;
  return `${count} персон`;
}

/**
 * /admin/persons-unbound «Непривязанные персоны» (issue 16): persons linked nowhere, the oldest first, to delete
 * (one or several chosen, after a confirmation naming how many; whoever got linked meanwhile stays) or to link
 * into a family's tree. A table on a desk, cards on a phone.
 */
export function AdminPersonsUnboundPage() {
  const paging = usePaging();
  const persons = useUnboundPersons({ offset: paging.offset, limit: paging.limit });
  const remove = useDeleteUnbound();
  const [chosen, setChosen] = useState<number[]>([]);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const [linking, setLinking] = useState<UnboundPerson | null>(null);
  const rows = persons.data?.results;
  const shown = (rows ?? []).filter((person) => chosen.includes(person.id)).map((person) => person.id);

  const toggle = (id: number) =>
    setChosen((now) => (now.includes(id) ? now.filter((one) => one !== id) : [...now, id]));
  const pageIds = (rows ?? []).map((person) => person.id);
  const allChosen = pageIds.length > 0 && shown.length === pageIds.length;
  const toggleAll = () =>
    setChosen((now) =>
      allChosen ? now.filter((id) => !pageIds.includes(id)) : [...new Set([...now, ...pageIds])],
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: (answer) => {
        // counts after a colon: no word has to agree with one or many
        const kept = answer.skipped ? `; остались, их уже привязали: ${answer.skipped}` : '';
        snackbar.success(`Удалено персон: ${answer.deleted}${kept}`);
        setChosen((now) => now.filter((id) => !deleting.includes(id)));
      },
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setDeleting(null),
    });
  };

  const columns: readonly Column<UnboundPerson>[] = [
    {
      key: 'choose',
      label: 'Выбрать',
      width: 60,
      render: (person) => (
        <Checkbox
          checked={chosen.includes(person.id)}
          onChange={() => toggle(person.id)}
          slotProps={{ input: { 'aria-label': `Выбрать: ${person.full_name}` } }}
        />
      ),
    },
    PERSON_NAME_COLUMN,
    PERSON_OWNER_COLUMN,
    {
      key: 'created',
      label: 'Добавлена',
      width: 120,
      render: (person) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(person.created_at)}</Box>,
    },
    {
      key: 'actions',
      label: '',
      width: 230,
      render: (person) => (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={() => setLinking(person)}>
            Привязать
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => setDeleting([person.id])}
            aria-label={`Удалить: ${person.full_name}`}
          >
            Удалить
          </Button>
        </Box>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Непривязанные персоны"
        actions={
          pageIds.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <FormControlLabel
                label="Выбрать все на странице"
                control={
                  <Checkbox
                    checked={allChosen}
                    indeterminate={shown.length > 0 && !allChosen}
                    onChange={toggleAll}
                  />
                }
              />
              <Button
                variant="contained"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                disabled={!shown.length}
                onClick={() => setDeleting(shown)}
              >
                Удалить выбранные{shown.length ? ` (${shown.length})` : ''}
              </Button>
            </Box>
          )
        }
      />
      <DataTable
        label="Непривязанные персоны"
        columns={columns}
        rows={rows}
        count={persons.data?.count ?? 0}
        paging={paging}
        rowKey={(person) => person.id}
        loading={persons.isPending}
        error={persons.error}
        onRetry={() => void persons.refetch()}
        emptyTitle="Непривязанных персон нет"
        emptyText={ABOUT}
      />
      <ConfirmDialog
        open={deleting !== null}
        text={
          deleting
            ? `Удалить ${personsWord(deleting.length)}? Удаляются только те, кого ещё никуда не привязали; вместе с ними — их фотографии.`
            : undefined
        }
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      {linking && <LinkPersonDialog key={linking.id} person={linking} onClose={() => setLinking(null)} />}
    </Box>
  );
}
