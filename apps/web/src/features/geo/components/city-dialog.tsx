import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminCity } from '@sp/shared/api/geo';
import { RUSSIAN_TIME_ZONES, timeZoneLabel } from '@sp/shared/format/time-zone';
import { useEffect, useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { ApiError } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useSaveCity } from '../api/admin-cities';
import { bodyOf, type CityDraft, draftOf, EMPTY_CITY } from './city-form';

type CityDialogProps = { open: boolean; city: AdminCity | null; onClose: () => void };

/** Russia's zones west to east, and a city's own zone when it is another (kept as it was). */
function zoneChoices(current: string): string[] {
  const zones = Object.keys(RUSSIAN_TIME_ZONES);
  return current && !zones.includes(current) ? [...zones, current] : zones;
}

const TEXT_FIELDS: { key: keyof CityDraft; label: string; inputMode?: 'decimal' | 'numeric' }[] = [
  { key: 'name', label: 'Название' },
  { key: 'region', label: 'Регион' },
  { key: 'latitude', label: 'Широта', inputMode: 'decimal' },
  { key: 'longitude', label: 'Долгота', inputMode: 'decimal' },
  { key: 'timezone', label: 'Часовой пояс' },
  { key: 'population', label: 'Население', inputMode: 'numeric' },
];

/** Adds a city or edits one; withdrawing keeps the record (addresses may point at it) and can be undone. */
export function CityDialog({ open, city, onClose }: CityDialogProps) {
  const [draft, setDraft] = useState<CityDraft>(EMPTY_CITY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSaveCity();

  useEffect(() => {
    if (!open) return;
    setDraft(city ? draftOf(city) : EMPTY_CITY);
    setErrors({});
  }, [open, city]);

  const submit = (next: CityDraft) => {
    save.mutate(
      { id: city?.id ?? null, body: bodyOf(next) },
      {
        onSuccess: (saved) => {
          snackbar.success(city ? `Город «${saved.name}» сохранён` : `Город «${saved.name}» добавлен`);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
          else snackbar.error(error instanceof ApiError ? error.errors : 'Не удалось сохранить город');
        },
      },
    );
  };

  return (
    <GenericDialog
      open={open}
      title={city ? `Город «${city.name}»` : 'Новый город'}
      onClose={onClose}
      onSave={() => submit(draft)}
      busy={save.isPending}
      onDelete={city ? () => submit({ ...draft, is_active: !draft.is_active }) : undefined}
      deleted={city ? !city.is_active : undefined}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            value={draft[field.key] as string}
            onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
            error={Boolean(errors[field.key])}
            helperText={errors[field.key]?.join(' ')}
            slotProps={{ htmlInput: { inputMode: field.inputMode } }}
            fullWidth
            select={field.key === 'timezone'}
          >
            {field.key === 'timezone'
              ? zoneChoices(draft.timezone).map((zone) => (
                  <MenuItem key={zone} value={zone}>
                    {timeZoneLabel(zone)}
                  </MenuItem>
                ))
              : undefined}
          </TextField>
        ))}
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.is_regional_centre}
              onChange={(event) => setDraft({ ...draft, is_regional_centre: event.target.checked })}
            />
          }
          label="Административный центр региона"
        />
      </Stack>
    </GenericDialog>
  );
}
