import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OTHER_NAME_KIND_LABELS, OTHER_NAME_KINDS, type OtherName } from '@sp/shared/api/persons';
import { type Control, Controller, useFieldArray } from 'react-hook-form';
import { FormTextField } from '../form-text-field';
import type { PersonFormValues } from './person-form-values';

const EMPTY_NAME: OtherName = {
  kind: 'maiden',
  prefix: '',
  given: '',
  surname: '',
  suffix: '',
  nickname: '',
};

/** «Девичья фамилия: Кузнецова», «Также известен как: Шура» — a name in a line. */
export function otherNameText(name: OtherName): string {
  const words = [name.prefix, name.surname, name.given, name.suffix].filter(Boolean).join(' ');
  const nickname = name.nickname ? `«${name.nickname}»` : '';
  return `${OTHER_NAME_KIND_LABELS[name.kind]}: ${[words, nickname].filter(Boolean).join(' ')}`;
}

type OtherNamesFieldsProps = {
  control: Control<PersonFormValues>;
  disabled?: boolean;
  /** the person has a prefix or a suffix (from another program): they are shown to keep or change */
  showAffixes?: boolean;
};

/**
 * The person's other names: a maiden or married name, a name after emigration, a pseudonym (each its kind, surname
 * and given names), added and removed in the list; a prefix and a suffix of the name when the person has them.
 */
export function OtherNamesFields({ control, disabled = false, showAffixes = false }: OtherNamesFieldsProps) {
  const names = useFieldArray({ control, name: 'other_names' });
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="person-other-names">
      <Typography id="person-other-names" variant="subtitle2" component="h3">
        Другие имена
      </Typography>
      {showAffixes && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="name_prefix"
            label="Перед именем"
            helperText="Титул, звание: «Dr.», «св.»"
            disabled={disabled}
          />
          <FormTextField
            control={control}
            name="name_suffix"
            label="После имени"
            helperText="«Jr.», «III»"
            disabled={disabled}
          />
        </Box>
      )}
      {names.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Девичья фамилия, фамилия в браке, псевдоним — если человека знали и под другим именем.
        </Typography>
      )}
      {names.fields.map((item, index) => (
        <Box
          key={item.id}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr auto', md: '13rem 1fr 1fr 1fr auto' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / 2', md: 'auto' } }}>
            <Controller
              control={control}
              name={`other_names.${index}.kind`}
              render={({ field }) => (
                <TextField
                  select
                  label={`Какое имя (${index + 1})`}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={disabled}
                  fullWidth
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {OTHER_NAME_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {OTHER_NAME_KIND_LABELS[kind]}
                    </option>
                  ))}
                </TextField>
              )}
            />
          </Box>
          <Box sx={{ gridRow: { xs: '2', md: 'auto' }, gridColumn: { xs: '1 / 2', md: 'auto' } }}>
            <FormTextField
              control={control}
              name={`other_names.${index}.surname`}
              label={`Фамилия (${index + 1})`}
              disabled={disabled}
            />
          </Box>
          <Box sx={{ gridRow: { xs: '3', md: 'auto' }, gridColumn: { xs: '1 / 2', md: 'auto' } }}>
            <FormTextField
              control={control}
              name={`other_names.${index}.given`}
              label={`Имя и отчество (${index + 1})`}
              disabled={disabled}
            />
          </Box>
          <Box sx={{ gridRow: { xs: '4', md: 'auto' }, gridColumn: { xs: '1 / 2', md: 'auto' } }}>
            <FormTextField
              control={control}
              name={`other_names.${index}.nickname`}
              label={`Прозвище (${index + 1})`}
              disabled={disabled}
            />
          </Box>
          {!disabled && (
            <IconButton
              aria-label={`Убрать имя ${index + 1}`}
              onClick={() => names.remove(index)}
              sx={{ mt: 1, gridRow: { xs: '1', md: 'auto' }, gridColumn: { xs: '2 / 3', md: 'auto' } }}
            >
              <DeleteOutline />
            </IconButton>
          )}
        </Box>
      ))}
      {!disabled && (
        <Box>
          <Button startIcon={<Add />} onClick={() => names.append({ ...EMPTY_NAME })}>
            Добавить имя
          </Button>
        </Box>
      )}
    </Stack>
  );
}
