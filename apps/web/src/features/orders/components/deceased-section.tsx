import Add from '@mui/icons-material/Add';
import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Deceased } from '@sp/shared/api/orders';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useCreateMemoryPage } from '../api/create-memory-page';
import { useDetachDeceased } from '../api/detach-deceased';
import { AddDeceasedDialog, lifeDates } from './add-deceased-dialog';
import { Section } from './section';

/** Where a deceased's memory page opens: the company edits its own at the affiliate program, others are public. */
export function memoryPageHref(person: Pick<Deceased, 'memory_page_id' | 'is_company_owned'>): string | null {
  if (!person.memory_page_id) return null;
  return person.is_company_owned
    ? paths.affiliatePage(person.memory_page_id)
    : paths.person(person.memory_page_id);
}

type DeceasedSectionProps = {
  orderId: number;
  deceased: Deceased[];
  canEdit: boolean;
  /** the memory_pages module at level 2: the page can be made from the deal */
  canMakePage: boolean;
  /** what other features offer on one deceased, beside its memory page link */
  personActions?: (person: Deceased) => ReactNode;
};

/** The deceased on the deal (Persons): add a new or an existing one, take one off, make a memory page. */
export function DeceasedSection({
  orderId,
  deceased,
  canEdit,
  canMakePage,
  personActions,
}: DeceasedSectionProps) {
  const [adding, setAdding] = useState(false);
  const [detaching, setDetaching] = useState<Deceased | null>(null);
  const detach = useDetachDeceased();
  const makePage = useCreateMemoryPage(orderId);

  const confirmDetach = () => {
    if (!detaching) return;
    const person = detaching;
    detach.mutate(
      { orderId, personId: person.id },
      {
        onSuccess: () => snackbar.success(`${person.full_name}: убран(а) из сделки`),
        onError: (error) => snackbar.error(errorText(error)),
        onSettled: () => setDetaching(null),
      },
    );
  };

  return (
    <Section
      title="Умершие"
      actions={
        canEdit && (
          <Button startIcon={<Add />} onClick={() => setAdding(true)}>
            Добавить умершего
          </Button>
        )
      }
    >
      {deceased.length === 0 ? (
        <Typography color="text.secondary">В сделке пока нет умерших.</Typography>
      ) : (
        <Stack
          component="ul"
          aria-label="Умершие в сделке"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {deceased.map((person) => {
            const href = memoryPageHref(person);
            return (
              <Box
                component="li"
                key={person.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  flexWrap: 'wrap',
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:last-of-type': { borderBottom: 0 },
                }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 180 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {person.full_name || 'Без имени'}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {lifeDates(person) || 'Даты не указаны'}
                  </Typography>
                </Box>
                {href ? (
                  <Link component={RouterLink} to={href} variant="body2">
                    Страница памяти
                  </Link>
                ) : (
                  canEdit &&
                  canMakePage &&
                  person.is_company_owned && (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={makePage.isPending}
                      onClick={() =>
                        makePage.mutate(
                          { person_id: person.id },
                          {
                            onSuccess: () => snackbar.success(`Страница памяти создана: ${person.full_name}`),
                            onError: (error) => snackbar.error(errorText(error)),
                          },
                        )
                      }
                    >
                      Создать страницу памяти
                    </Button>
                  )
                )}
                {personActions?.(person)}
                {canEdit && (
                  <IconButton
                    aria-label={`Убрать из сделки: ${person.full_name}`}
                    onClick={() => setDetaching(person)}
                  >
                    <LinkOff />
                  </IconButton>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {adding && <AddDeceasedDialog orderId={orderId} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={detaching !== null}
        text={
          detaching
            ? `Убрать «${detaching.full_name}» из сделки? Запись о человеке и его страница памяти останутся.`
            : undefined
        }
        busy={detach.isPending}
        onConfirm={confirmDetach}
        onCancel={() => setDetaching(null)}
      />
    </Section>
  );
}
