import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UnboundPerson } from '@sp/shared/api/admin-persons';
import type { Column } from '../../../components/data-table';
import { ownerText, personDates } from './person-format';

/** What every list of the directory shows of a person (an AdminPerson and an UnboundPerson both have it). */
type ListedPerson = Pick<UnboundPerson, 'full_name' | 'birth' | 'death' | 'living' | 'owner'>;

/** «Персона»: the name over the dates as entered (and «жив(а)»); it heads the card on a phone. */
export const PERSON_NAME_COLUMN: Column<ListedPerson> = {
  key: 'name',
  label: 'Персона',
  card: 'title',
  render: (person) => (
    <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {person.full_name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {[personDates(person), person.living ? 'жив(а)' : ''].filter(Boolean).join(' · ') ||
          'даты не указаны'}
      </Typography>
    </Stack>
  ),
};

/** «Владелец»: the family's account or the company whose record the person is. */
export const PERSON_OWNER_COLUMN: Column<ListedPerson> = {
  key: 'owner',
  label: 'Владелец',
  render: (person) => <Box sx={{ overflowWrap: 'anywhere' }}>{ownerText(person.owner)}</Box>,
};
