import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CEMETERY_MSG,
  type CemeteryArea,
  type GeoPoint,
  type GraveStatus,
  pointInRing,
} from '@sp/shared/api/cemeteries';
import { useState } from 'react';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useCreateGrave } from '../api/create-grave';
import { FormActions } from './form-actions';
import { GraveStatusFields } from './grave-fields';
import { placesProblem } from './grave-parameters-form';
import { graveTitle } from './grave-status';

type NewGraveFormProps = {
  cemeteryId: number;
  areas: readonly CemeteryArea[];
  /** where the grave was placed on the map; null until then */
  point: GeoPoint | null;
  onDone: (graveId: number | null) => void;
};

/** A new grave at the point placed on the map: its number, status and places; its area found from the point. */
export function NewGraveForm({ cemeteryId, areas, point, onDone }: NewGraveFormProps) {
  const [number, setNumber] = useState('');
  const [status, setStatus] = useState<GraveStatus>('free');
  const [places, setPlaces] = useState('1');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const create = useCreateGrave();
  const area = point ? (areas.find((each) => pointInRing(point, each.outline)) ?? null) : null;

  const save = () => {
    const problems: Record<string, string[]> = {};
    if (!point) problems.location = ['Нажмите на карту там, где находится могила'];
    if (number.trim().length > 30) problems.number = [CEMETERY_MSG.graveNumber];
    const placesWrong = placesProblem(places);
    if (placesWrong) problems.places_count = [placesWrong];
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !point) return;
    create.mutate(
      {
        cemetery_id: cemeteryId,
        area_id: area?.id ?? null,
        number: number.trim(),
        location: point,
        outline: null,
        status,
        places_count: Number(places),
      },
      {
        onSuccess: (grave) => {
          snackbar.success(`${graveTitle(grave)} добавлена`);
          onDone(grave.id);
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
          else snackbar.error(errorText(error));
        },
      },
    );
  };

  const placeErrors = [...(errors.location ?? []), ...(errors.area_id ?? []), ...(errors.cemetery_id ?? [])];
  return (
    <Box component="section" aria-labelledby="new-grave-title">
      <Typography id="new-grave-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Новая могила
      </Typography>
      <Typography variant="body2" color={point ? 'text.secondary' : 'text.primary'} sx={{ mb: 2 }}>
        {point
          ? `Место отмечено${area ? `, участок «${area.name}»` : ''}. Метку можно перетащить.`
          : 'Нажмите на карту там, где находится могила.'}
      </Typography>
      <Stack spacing={2} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          size="small"
          label="Номер"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          error={Boolean(errors.number)}
          helperText={errors.number?.join(' ') ?? 'Необязательно'}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
        <GraveStatusFields
          status={status}
          onStatus={setStatus}
          places={places}
          onPlaces={setPlaces}
          errors={errors}
        />
        {placeErrors.length > 0 && (
          <FormHelperText error role="alert">
            {placeErrors.join(' ')}
          </FormHelperText>
        )}
        <FormActions onCancel={() => onDone(null)} onSave={save} busy={create.isPending} />
      </Stack>
    </Box>
  );
}
