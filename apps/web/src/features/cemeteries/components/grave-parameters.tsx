import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { type GraveParameters as Parameters, useGraveParameters } from '../api/grave-parameters';
import { useSaveGraveParameters } from '../api/save-grave-parameters';
import { FormActions } from './form-actions';
import { GraveStatusFields } from './grave-fields';
import {
  type GraveParametersDraft,
  parametersBodyOf,
  parametersDraftOf,
  parametersProblems,
  sizeText,
} from './grave-parameters-form';
import { GravePhotoBlock } from './grave-photo';

type GraveParametersProps = {
  id: number;
  /** «Могила № 12»: what the saved message names */
  title: string;
};

/** the body's fields shown beside their own inputs; any other message goes above the buttons */
const FIELD_KEYS = ['status', 'places_count', 'width_m', 'length_m', 'note'];

const SIZES = [
  ['width_m', 'Ширина, м'],
  ['length_m', 'Длина, м'],
] as const;
const FEATURES = [
  ['has_fence', 'Есть ограда'],
  ['has_monument', 'Есть памятник'],
] as const;

const yesNo = (value: boolean) => (value ? 'есть' : 'нет');

/** What is known of the grave, as «term: value» lines. */
function Facts({ parameters }: { parameters: Parameters }) {
  const facts: [string, string][] = [
    ['Мест', String(parameters.places_count)],
    ['Размер', sizeText(parameters) || 'не указан'],
    ['Ограда', yesNo(parameters.has_fence)],
    ['Памятник', yesNo(parameters.has_monument)],
    ...(parameters.note ? [['Примечание', parameters.note] as [string, string]] : []),
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5 }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * «Параметры» of a grave on its card: places, size, fence, monument, a note and its photo; the cemetery's governor
 * (or an administrator) changes them, and the status with them, and uploads, replaces or removes the photo.
 */
export function GraveParametersSection({ id, title }: GraveParametersProps) {
  const parameters = useGraveParameters(id);
  const save = useSaveGraveParameters();
  const [draft, setDraft] = useState<GraveParametersDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const change = (next: Partial<GraveParametersDraft>) => {
    setDraft((current) => (current ? { ...current, ...next } : current));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in next))));
  };

  const edit = (value: Parameters) => {
    setErrors({});
    setDraft(parametersDraftOf(value));
  };

  const submit = () => {
    if (!draft) return;
    const problems = parametersProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(parametersBodyOf(id, draft), {
      onSuccess: () => {
        snackbar.success(`${title}: параметры сохранены`);
        setDraft(null);
      },
      onError: (failure) => {
        const fields = failure instanceof ApiError ? failure.fields : {};
        if (Object.keys(fields).length > 0) setErrors(fields);
        else snackbar.error(errorText(failure));
      },
    });
  };

  const heading = (
    <Typography id={`grave-parameters-${id}`} variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
      Параметры
    </Typography>
  );
  const fieldError = (key: string) => errors[key]?.join(' ');
  const otherErrors = Object.entries(errors)
    .filter(([key]) => !FIELD_KEYS.includes(key))
    .flatMap(([, list]) => list);

  return (
    <Box component="section" aria-labelledby={`grave-parameters-${id}`} sx={{ mt: 2 }}>
      {parameters.error ? (
        <>
          {heading}
          <PageState kind="error" error={parameters.error} onRetry={() => void parameters.refetch()} />
        </>
      ) : !parameters.data ? (
        <>
          {heading}
          <PageState kind="loading" />
        </>
      ) : draft ? (
        <Stack
          spacing={2}
          component="form"
          aria-label="Параметры могилы"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {heading}
          <GraveStatusFields
            status={draft.status}
            onStatus={(status) => change({ status })}
            places={draft.places_count}
            onPlaces={(places_count) => change({ places_count })}
            errors={errors}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            {SIZES.map(([key, label]) => (
              <TextField
                key={key}
                size="small"
                label={label}
                value={draft[key]}
                onChange={(event) => change({ [key]: event.target.value })}
                error={Boolean(errors[key])}
                helperText={fieldError(key)}
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6, autoComplete: 'off' } }}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {FEATURES.map(([key, label]) => (
              <FormControlLabel
                key={key}
                control={
                  <Checkbox
                    checked={draft[key]}
                    onChange={(event) => change({ [key]: event.target.checked })}
                  />
                }
                label={label}
              />
            ))}
          </Box>
          <TextField
            size="small"
            label="Примечание"
            multiline
            minRows={2}
            value={draft.note}
            onChange={(event) => change({ note: event.target.value })}
            error={Boolean(errors.note)}
            helperText={fieldError('note')}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          {otherErrors.length > 0 && (
            <FormHelperText error role="alert">
              {otherErrors.join(' ')}
            </FormHelperText>
          )}
          <FormActions onCancel={() => setDraft(null)} saveText="Сохранить параметры" busy={save.isPending} />
        </Stack>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
            {heading}
            <Button
              size="small"
              startIcon={<EditOutlined />}
              onClick={() => parameters.data && edit(parameters.data)}
              aria-label="Изменить параметры могилы"
            >
              Изменить
            </Button>
          </Box>
          <Facts parameters={parameters.data} />
          <GravePhotoBlock id={id} title={title} photo={parameters.data} />
        </>
      )}
    </Box>
  );
}
