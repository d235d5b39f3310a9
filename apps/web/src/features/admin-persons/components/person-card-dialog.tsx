import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminPerson } from '@sp/shared/api/admin-persons';
import { VISIBILITY_LABELS } from '@sp/shared/api/memory-pages';
import { formatDate } from '@sp/shared/format/date';
import * as cabinetPaths from '@sp/shared/routes/cabinet-paths';
import * as paths from '@sp/shared/routes/paths';
import { Fact } from '../../../components/fact';
import { GenericDialog } from '../../../components/generic-dialog';
import { PageState } from '../../../components/page-state';
import { RouterLink } from '../../../lib/router-link';
import { useAdminPerson } from '../api/admin-persons';
import { PersonAttributesEditor } from './person-attributes-editor';
import { ownerText, personDates } from './person-format';

/**
 * Where the person is linked: trees, memory page (its public page), deals, grave (on the map), passports, the
 * register's import that made it.
 */
function Links({ person }: { person: AdminPerson }) {
  const page = person.memory_page;
  return (
    <Stack component="section" aria-label="Где указана персона">
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        Где указана
      </Typography>
      <Fact label="Генеалогические древа">{person.trees || 'нет'}</Fact>
      <Fact label="Страница памяти">
        {!page && 'нет'}
        {page && page.visibility === 'public' && (
          <Link href={paths.person(page.id)} target="_blank" rel="noopener">
            Страница №{page.id} (публичная)
          </Link>
        )}
        {page &&
          page.visibility !== 'public' &&
          `Страница №${page.id} (${VISIBILITY_LABELS[page.visibility].toLowerCase()})`}
      </Fact>
      <Fact label="Сделки">{person.deals || 'нет'}</Fact>
      <Fact label="Захоронение">
        {person.burial ? (
          <Link href={paths.graveOnMap(person.burial.grave_id)} target="_blank" rel="noopener">
            {person.burial.cemetery}, могила {person.burial.grave_number || `№${person.burial.grave_id}`}
          </Link>
        ) : (
          'нет'
        )}
      </Fact>
      <Fact label="Заявки на паспорт">{person.passports || 'нет'}</Fact>
      <Fact label="Из реестра">
        {person.register
          ? [`импорт № ${person.register.import_id}`, person.register.cemetery].filter(Boolean).join(', ')
          : 'нет'}
      </Fact>
    </Stack>
  );
}

/**
 * A person of the directory as the administrator sees it: name, dates as entered, owner, where it is linked and
 * the directory's attributes to give, change or take away. A living person's private details (places, photo, the
 * owner's note) are not shown: the card says whose it is and where it is linked, nothing the family keeps.
 */
export function PersonCardDialog({
  personId,
  title,
  onClose,
}: {
  personId: number;
  title: string;
  onClose: () => void;
}) {
  const found = useAdminPerson(personId);
  const person = found.data;
  return (
    <GenericDialog open title={title} onClose={onClose} readOnly maxWidth="md">
      {found.error && <PageState kind="error" error={found.error} onRetry={() => void found.refetch()} />}
      {!person && !found.error && <PageState kind="loading" />}
      {person && (
        <Stack spacing={2.5}>
          {person.living && (
            <Alert severity="info">
              Живой человек: его сведения видны только владельцу. Здесь — лишь имя, даты, владелец и связи.
            </Alert>
          )}
          <Box>
            <Fact label="Даты">{personDates(person) || 'не указаны'}</Fact>
            <Fact label="Владелец">
              {person.owner.kind === 'account' ? (
                <Link component={RouterLink} to={cabinetPaths.adminUser(person.owner.id)}>
                  {ownerText(person.owner)}
                </Link>
              ) : (
                ownerText(person.owner)
              )}
            </Fact>
            <Fact label="Добавлена">{formatDate(person.created_at)}</Fact>
          </Box>
          <Links person={person} />
          <PersonAttributesEditor personId={person.id} given={person.attributes} />
        </Stack>
      )}
    </GenericDialog>
  );
}
