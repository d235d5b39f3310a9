import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  type AdminPerson,
  type AdminPersonsQuery,
  PERSON_LIFE_FILTERS,
  PERSON_OWNER_KIND_LABELS,
  PERSON_OWNER_KINDS,
  type PersonLifeFilter,
  type PersonOwnerKind,
} from '@sp/shared/api/admin-persons';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { SearchAndStatus } from '../../../components/search-and-status';
import { useDebounced } from '../../../lib/use-debounced';
import { useAdminPersons } from '../api/admin-persons';
import { usePersonAttributes } from '../api/person-attributes';
import { PersonCardDialog } from '../components/person-card-dialog';
import { PERSON_NAME_COLUMN, PERSON_OWNER_COLUMN } from '../components/person-columns';
import { attributeText } from '../components/person-format';

const ABOUT =
  'Здесь каждый человек платформы, записанный один раз: в древах семей, на страницах памяти, в сделках ' +
  'компаний, в захоронениях и паспортах. Найдите персону по имени, чтобы увидеть, где она указана, и присвоить ей ' +
  'атрибуты справочника.';

const LIFE_LABELS: Record<PersonLifeFilter, string> = { living: 'Живые', deceased: 'Умершие' };

/** Where the person is linked, in a few words. */
function linksOf(person: AdminPerson): string[] {
  const links: string[] = [];
  if (person.trees) links.push(`Древа: ${person.trees}`);
  if (person.memory_page) links.push('Страница памяти');
  if (person.deals) links.push(`Сделки: ${person.deals}`);
  if (person.burial) links.push('Захоронение');
  if (person.passports) links.push(`Паспорта: ${person.passports}`);
  if (person.register) links.push('Реестр');
  return links;
}

const COLUMNS: readonly Column<AdminPerson>[] = [
  PERSON_NAME_COLUMN,
  PERSON_OWNER_COLUMN,
  {
    key: 'links',
    label: 'Где указана',
    render: (person) => {
      const links = linksOf(person);
      return links.length ? (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {links.map((link) => (
            <Chip key={link} size="small" variant="outlined" label={link} />
          ))}
        </Box>
      ) : (
        'нигде'
      );
    },
  },
  {
    key: 'attributes',
    label: 'Атрибуты',
    render: (person) =>
      person.attributes.length ? (
        <Box sx={{ overflowWrap: 'anywhere' }}>{person.attributes.map(attributeText).join('; ')}</Box>
      ) : (
        '—'
      ),
  },
];

type Choice<T extends string> = {
  label: string;
  value: T | '';
  options: readonly T[];
  labels: Record<T, string>;
};

function Filter<T extends string>({
  choice,
  onChange,
}: {
  choice: Choice<T>;
  onChange: (value: T | '') => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={choice.label}
      value={choice.value}
      onChange={(event) => onChange(event.target.value as T | '')}
    >
      <MenuItem value="">Все</MenuItem>
      {choice.options.map((option) => (
        <MenuItem key={option} value={option}>
          {choice.labels[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}

const PAGE_CHOICES = ['true', 'false'] as const;
const PAGE_LABELS = { true: 'Есть', false: 'Нет' };

/**
 * /admin/persons «Персоны» (SPEC §6, issue 16): every person of the platform by name, life, owner kind, memory
 * page and attribute, with where it is linked; a person opens in a card with its links and attributes. A table
 * on a desk, cards on a phone.
 */
export function AdminPersonsPage() {
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [life, setLife] = useState<PersonLifeFilter | ''>('');
  const [owner, setOwner] = useState<PersonOwnerKind | ''>('');
  const [page, setPage] = useState<'true' | 'false' | ''>('');
  const [attribute, setAttribute] = useState<number | ''>('');
  const [opened, setOpened] = useState<AdminPerson | null>(null);
  const query = useDebounced(search.trim());
  const attributes = usePersonAttributes({ offset: 0, limit: 100 });
  const filter: AdminPersonsQuery = {
    offset: paging.offset,
    limit: paging.limit,
    ...(query ? { query } : {}),
    ...(life ? { life } : {}),
    ...(owner ? { owner } : {}),
    ...(page ? { has_memory_page: page } : {}),
    ...(attribute ? { attribute } : {}),
  };
  const persons = useAdminPersons(filter);
  const filtered = Boolean(query || life || owner || page || attribute);
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      paging.setPage(1);
    };

  return (
    <Box>
      <PageHeader title="Персоны" />
      <SearchAndStatus
        searchLabel="Фамилия, имя, отчество"
        search={search}
        onSearch={refilter(setSearch)}
        statusLabel="Жизнь"
        status={life}
        statuses={PERSON_LIFE_FILTERS}
        statusLabels={LIFE_LABELS}
        onStatus={refilter(setLife)}
        extra={
          <Filter
            choice={{
              label: 'Владелец',
              value: owner,
              options: PERSON_OWNER_KINDS,
              labels: PERSON_OWNER_KIND_LABELS,
            }}
            onChange={refilter(setOwner)}
          />
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr', md: '220px minmax(0, 420px)' },
        }}
      >
        <Filter
          choice={{ label: 'Страница памяти', value: page, options: PAGE_CHOICES, labels: PAGE_LABELS }}
          onChange={refilter(setPage)}
        />
        <TextField
          select
          size="small"
          label="Атрибут"
          value={attribute}
          onChange={(event) =>
            refilter(setAttribute)(event.target.value === '' ? '' : Number(event.target.value))
          }
        >
          <MenuItem value="">Любой</MenuItem>
          {(attributes.data?.results ?? []).map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DataTable
        label="Персоны"
        columns={COLUMNS}
        rows={persons.data?.results}
        count={persons.data?.count ?? 0}
        paging={paging}
        rowKey={(person) => person.id}
        loading={persons.isPending}
        error={persons.error}
        onRetry={() => void persons.refetch()}
        emptyTitle={filtered ? 'Ничего не нашлось' : 'Персон пока нет'}
        emptyText={filtered ? 'Проверьте имя или выберите другие условия.' : ABOUT}
        onRowClick={setOpened}
      />
      {opened && (
        <PersonCardDialog
          key={opened.id}
          personId={opened.id}
          title={opened.full_name}
          onClose={() => setOpened(null)}
        />
      )}
    </Box>
  );
}
