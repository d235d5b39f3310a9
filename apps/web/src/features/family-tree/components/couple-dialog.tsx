import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CoupleEvent, FamilyLink } from '@sp/shared/api/family-tree';
import { PERSON_MSG } from '@sp/shared/api/persons';
import { PARTIAL_DATE_HINT, partialDateFromText } from '@sp/shared/format/date-text';
import { formatPartialDate, formatQualifiedDate } from '@sp/shared/format/partial-date';
import { useEffect, useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { type CoupleEventsInput, useUpdateCouple } from '../api/update-couple';

type EventKey = 'marriage' | 'divorce';
type Typed = { date: string; place: string };

const ISO_PARTIAL = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/** What the fields show of a recorded event: a plain date as typed (dd.MM.yyyy); a qualified one is kept aside. */
function typedOf(event: CoupleEvent | null): Typed {
  const plain =
    event?.date?.qualifier === 'exact' && event.date.calendar === 'gregorian' && !event.date.phrase;
  return { date: plain ? formatPartialDate(event?.date?.value) : '', place: event?.place ?? '' };
}

/** A qualified date (from a GEDCOM file: «около 1950», «между … и …») that the plain field does not show. */
function keptDate(event: CoupleEvent | null): string {
  const date = event?.date;
  if (!date || (date.qualifier === 'exact' && date.calendar === 'gregorian' && !date.phrase)) return '';
  return formatQualifiedDate(date);
}

type CoupleDialogProps = {
  /** the spouse link, with the two names for the title; null: closed */
  couple: { link: FamilyLink; names: [string, string] } | null;
  onClose: () => void;
};

/**
 * A couple's marriage and divorce (GEDCOM FAM.MARR and FAM.DIV): a date (дд.мм.гггг, мм.гггг or гггг) and a
 * place each. An event left as it was is not sent, so a qualified date from a GEDCOM file stays as it is;
 * clearing both fields of an event removes it.
 */
export function CoupleDialog({ couple, onClose }: CoupleDialogProps) {
  const update = useUpdateCouple();
  const [typed, setTyped] = useState<Record<EventKey, Typed>>({
    marriage: typedOf(null),
    divorce: typedOf(null),
  });
  const [errors, setErrors] = useState<Partial<Record<EventKey, string>>>({});
  const [problem, setProblem] = useState('');
  const linkId = couple?.link.id ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once per opened couple
  useEffect(() => {
    if (!couple) return;
    setTyped({ marriage: typedOf(couple.link.marriage), divorce: typedOf(couple.link.divorce) });
    setErrors({});
    setProblem('');
  }, [linkId]);

  if (!couple) return null;
  const { link, names } = couple;
  const initial = { marriage: typedOf(link.marriage), divorce: typedOf(link.divorce) };

  const save = () => {
    const events: CoupleEventsInput = {};
    const found: Partial<Record<EventKey, string>> = {};
    for (const key of ['marriage', 'divorce'] as const) {
      const now = typed[key];
      if (now.date.trim() === initial[key].date && now.place.trim() === initial[key].place) continue;
      const value = now.date.trim() ? partialDateFromText(now.date) : '';
      if (value && !ISO_PARTIAL.test(value)) found[key] = PERSON_MSG.dateFormat;
      // a qualified date the field did not show stays when only the place changed
      const recorded = link[key]?.date ?? null;
      const date = value ? { value } : initial[key].date === '' ? recorded : null;
      events[key] = date || now.place.trim() ? { date, place: now.place.trim() } : null;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    if (Object.keys(events).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { linkId: link.id, events },
      {
        onSuccess: () => {
          snackbar.success('Сведения о браке сохранены');
          onClose();
        },
        onError: (error) => {
          const fieldMessages = error instanceof ApiError ? Object.values(error.fields).flat() : [];
          setProblem(fieldMessages.length ? fieldMessages.join(' ') : errorText(error));
        },
      },
    );
  };

  const fields = (key: EventKey, title: string, dateLabel: string, placeLabel: string) => {
    const aside = keptDate(link[key]);
    return (
      <Stack spacing={1.5}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <TextField
          label={dateLabel}
          value={typed[key].date}
          onChange={(event) => setTyped({ ...typed, [key]: { ...typed[key], date: event.target.value } })}
          error={Boolean(errors[key])}
          helperText={errors[key] ?? (aside ? `В записи: ${aside}. ${PARTIAL_DATE_HINT}` : PARTIAL_DATE_HINT)}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <TextField
          label={placeLabel}
          value={typed[key].place}
          onChange={(event) => setTyped({ ...typed, [key]: { ...typed[key], place: event.target.value } })}
        />
      </Stack>
    );
  };

  return (
    <GenericDialog
      open
      title={`Брак: ${names[0]} и ${names[1]}`}
      onClose={onClose}
      onSave={save}
      busy={update.isPending}
    >
      <Stack spacing={3} sx={{ pt: 1 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        {fields('marriage', 'Брак', 'Дата брака', 'Место брака')}
        {fields('divorce', 'Развод', 'Дата развода', 'Место развода')}
        <Typography variant="body2" color="text.secondary">
          Сведения о браке попадают в выгрузку GEDCOM и возвращаются из неё.
        </Typography>
      </Stack>
    </GenericDialog>
  );
}
