import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import type { CatalogHidden } from '@sp/shared/api/catalog';
import { formatDate } from '@sp/shared/format/date';

/** «Скрыто администратором: <reason>»: how the company's catalogue marks an offer taken off the portal. */
export const hiddenLabel = (hidden: NonNullable<CatalogHidden>) => `Скрыто администратором: ${hidden.reason}`;

/** The mark in a catalogue's row: a chip that wraps (a reason may be long). */
export function HiddenByAdminChip({ hidden }: { hidden: CatalogHidden }) {
  if (!hidden) return null;
  return (
    <Chip
      size="small"
      color="warning"
      label={hiddenLabel(hidden)}
      sx={{
        alignSelf: 'flex-start',
        height: 'auto',
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}

/** The notice at the top of an offer's form: why and since when, and that editing does not bring it back. */
export function HiddenByAdminNotice({ hidden }: { hidden: CatalogHidden }) {
  if (!hidden) return null;
  return (
    <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
      {hiddenLabel(hidden)}. С {formatDate(hidden.at)} посетители портала его не видят: ни в поиске, ни на
      странице компании, ни в корзине. Изменения его не возвращают — вернуть может только администратор
      платформы.
    </Alert>
  );
}
