import Add from '@mui/icons-material/Add';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Person } from '@sp/shared/api/persons';
import { deletedWord, livingLabel } from '@sp/shared/format/gender-words';
import { type PersonDateFields, personLifeDates } from '@sp/shared/format/partial-date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { PersonFormDialog } from '../../../components/person-form/person-form-dialog';
import { errorText } from '../../../lib/api-error';
import { useMediaSrc } from '../../../lib/media-src';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useDeletePerson } from '../api/delete-person';
import { usePersons } from '../api/persons';
import {
  INITIAL_FILTERS,
  type PersonFilterState,
  PersonFilters,
  personsFilterOf,
} from '../components/person-filters';

/** «12.03.1920 – 1985», «около 1900 – 1950», «1950 –» for the living, '' when nothing is known. */
export function lifeDates(person: PersonDateFields): string {
  return personLifeDates(person);
}

function PersonAvatar({ person }: { person: Person }) {
  const src = useMediaSrc(person.avatar_thumbnail ?? person.avatar);
  return (
    <Avatar
      src={src}
      alt={src ? person.full_name : undefined}
      sx={{ width: 44, height: 44, bgcolor: 'grey.200' }}
    >
      <PersonOutline sx={{ color: 'grey.500' }} />
    </Avatar>
  );
}

function PersonLinks({ person }: { person: Person }) {
  if (!person.memory_page_id && !person.family_node_id) return null;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      onClick={(event) => event.stopPropagation()}
      sx={{ flexWrap: 'wrap' }}
    >
      {person.memory_page_id && (
        <Link component={RouterLink} to={paths.memoryPage(person.memory_page_id)} variant="body2">
          Страница памяти
        </Link>
      )}
      {person.family_node_id && (
        <Link component={RouterLink} to={paths.tree(person.family_node_id)} variant="body2">
          В древе
        </Link>
      )}
    </Stack>
  );
}

type PersonActionsProps = { person: Person; onEdit: () => void; onRemove: () => void };

function PersonActions({ person, onEdit, onRemove }: PersonActionsProps) {
  return (
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()}>
      <Button size="small" onClick={onEdit} aria-label={`Изменить: ${person.full_name}`}>
        Изменить
      </Button>
      <Button size="small" color="error" onClick={onRemove} aria-label={`Удалить: ${person.full_name}`}>
        Удалить
      </Button>
    </Stack>
  );
}

/**
 * A person on a phone, in place of a table row: photo, the name kept whole, life dates, city and burial place,
 * the links to the memory page and the tree, and the buttons. Tapping the card opens the person, as a row does.
 */
export function PersonCard({ person, onEdit, onRemove }: PersonActionsProps) {
  const burial = [person.burial_city, person.burial_place].filter(Boolean).join(', ');
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={person.full_name}
      onClick={onEdit}
      sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start', cursor: 'pointer' }}
    >
      <PersonAvatar person={person} />
      <Stack
        spacing={0.5}
        sx={{ flexGrow: 1, minWidth: 0, alignItems: 'flex-start', overflowWrap: 'break-word' }}
      >
        <Typography variant="body2" sx={{ fontWeight: 500, maxWidth: '100%' }}>
          {person.full_name}
        </Typography>
        {lifeDates(person) && (
          <Typography variant="caption" color="text.secondary">
            {lifeDates(person)}
          </Typography>
        )}
        {person.is_living && (
          <Chip size="small" color="primary" variant="outlined" label={livingLabel(person.gender)} />
        )}
        {person.city && (
          <Typography variant="caption" color="text.secondary">
            Город: {person.city}
          </Typography>
        )}
        {burial && (
          <Typography variant="caption" color="text.secondary">
            Место захоронения: {burial}
          </Typography>
        )}
        <PersonLinks person={person} />
        <Box sx={{ ml: -0.5 }}>
          <PersonActions person={person} onEdit={onEdit} onRemove={onRemove} />
        </Box>
      </Stack>
    </Paper>
  );
}

type Editing = { person: Person | null } | null;

/**
 * /app/persons: the account's persons (the living ones marked «Жив» or «Жива»), the spec's filters, sort and pages;
 * the person card to add or change one; delete after the confirm dialog.
 */
export function PersonsPage() {
  const paging = usePaging();
  const [filters, setFilters] = useState<PersonFilterState>(INITIAL_FILTERS);
  const persons = usePersons(personsFilterOf(filters, paging.offset, paging.limit));
  const remove = useDeletePerson();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Person | null>(null);

  const changeFilters = (next: Partial<PersonFilterState>) => {
    setFilters((current) => ({ ...current, ...next }));
    paging.setPage(1);
  };

  const handleRemove = () => {
    if (!removing) return;
    const person = removing;
    remove.mutate(person.id, {
      onSuccess: () => {
        snackbar.success(`«${person.full_name}» ${deletedWord(person.gender)}`);
        setEditing(null);
      },
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(null),
    });
  };

  const columns: Column<Person>[] = [
    { key: 'photo', label: 'Фото', width: 60, render: (person) => <PersonAvatar person={person} /> },
    {
      key: 'name',
      label: 'ФИО',
      render: (person) => (
        // words stay whole: break-word never narrows the column below the longest part of a name
        <Stack spacing={0.25} sx={{ alignItems: 'flex-start', overflowWrap: 'break-word' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {person.full_name}
          </Typography>
          {person.is_living && (
            <Chip size="small" color="primary" variant="outlined" label={livingLabel(person.gender)} />
          )}
        </Stack>
      ),
    },
    {
      key: 'dates',
      label: 'Годы жизни',
      render: (person) => <span style={{ whiteSpace: 'nowrap' }}>{lifeDates(person)}</span>,
    },
    { key: 'city', label: 'Город', render: (person) => person.city },
    {
      key: 'burial',
      label: 'Место захоронения',
      render: (person) => [person.burial_city, person.burial_place].filter(Boolean).join(', '),
    },
    { key: 'links', label: 'Связи', render: (person) => <PersonLinks person={person} /> },
    {
      key: 'actions',
      label: 'Действия',
      width: 100,
      render: (person) => (
        <PersonActions
          person={person}
          onEdit={() => setEditing({ person })}
          onRemove={() => setRemoving(person)}
        />
      ),
    },
  ];

  const filtered =
    JSON.stringify({ ...filters, sort: '' }) !== JSON.stringify({ ...INITIAL_FILTERS, sort: '' });
  return (
    <Box>
      <PageHeader
        title="Персоны"
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ person: null })}>
            Добавить персону
          </Button>
        }
      />
      <PersonFilters value={filters} onChange={changeFilters} />
      <DataTable
        label="Персоны"
        columns={columns}
        rows={persons.data?.results}
        count={persons.data?.count ?? 0}
        paging={paging}
        rowKey={(person) => person.id}
        loading={persons.isPending}
        error={persons.error}
        onRetry={() => void persons.refetch()}
        onRowClick={(person) => setEditing({ person })}
        renderCard={(person) => (
          <PersonCard
            key={person.id}
            person={person}
            onEdit={() => setEditing({ person })}
            onRemove={() => setRemoving(person)}
          />
        )}
        emptyTitle={filtered ? undefined : 'Персон пока нет'}
        emptyText={
          filtered
            ? 'Ничего не нашлось: измените условия поиска'
            : 'Здесь будут ваши родные, живые и ушедшие. Добавьте первого человека — с него начнётся древо.'
        }
        emptyAction={
          filtered ? undefined : (
            <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing({ person: null })}>
              Добавить первую персону
            </Button>
          )
        }
      />
      {editing && (
        <PersonFormDialog
          open
          person={editing.person}
          onClose={() => setEditing(null)}
          onDelete={(person) => setRemoving(person)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        text={
          removing
            ? `Удалить «${removing.full_name}» навсегда? Человек пропадёт из древа, его страница памяти и фотографии будут удалены.`
            : undefined
        }
        busy={remove.isPending}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
