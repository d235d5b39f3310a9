import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DATE_QUALIFIER_LABELS } from '@sp/shared/api/persons';
import { PARTIAL_DATE_HINT } from '@sp/shared/format/date-text';
import { type DateQualifier, RANGE_QUALIFIERS } from '@sp/shared/format/partial-date';
import { type Control, Controller, type FieldPath, useWatch } from 'react-hook-form';
import { FormTextField } from '../form-text-field';
import type { PersonFormValues } from './person-form-values';

/** Read by screen readers, not shown: the rest of a short visible label («Уточнение» даты рождения). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const EVENTS = {
  birth: { key: 'date_birth', label: 'Дата рождения', of: 'даты рождения', second: 'Вторая дата рождения' },
  death: { key: 'date_death', label: 'Дата смерти', of: 'даты смерти', second: 'Вторая дата смерти' },
} as const;

/** In the order a family thinks of them; «по 1900» (a period's end alone) comes only from other programs. */
const ALL: readonly DateQualifier[] = [
  'exact',
  'about',
  'before',
  'after',
  'between',
  'from_to',
  'to',
  'calculated',
  'estimated',
  'phrase',
];
const OFFERED = ALL.filter((qualifier) => qualifier !== 'to');

type PersonDateFieldsProps = {
  control: Control<PersonFormValues>;
  event: 'birth' | 'death';
  disabled?: boolean;
  /** the person's date came with the source's words (a dual year): they are shown to keep or change */
  showPhrase?: boolean;
};

/**
 * A person's birth or death date: how it is known (точно, около, до, после, между, с … по, вычислено, оценочно,
 * словами) beside the date, the second date only for «между» and «с … по», the words instead of a date for
 * «словами», and the source's words (a dual year «1750/51») when the date has them.
 */
export function PersonDateFields({
  control,
  event,
  disabled = false,
  showPhrase = false,
}: PersonDateFieldsProps) {
  const { key, label, of, second } = EVENTS[event];
  const qualifier = useWatch({ control, name: `${key}_qualifier` });
  const calendar = useWatch({ control, name: `${key}_calendar` });
  const range = RANGE_QUALIFIERS.includes(qualifier);
  const words = qualifier === 'phrase';
  const options = qualifier === 'to' ? ALL : OFFERED;
  const dateHint = calendar === 'julian' ? `${PARTIAL_DATE_HINT}; по старому стилю` : PARTIAL_DATE_HINT;
  const name = (suffix: '' | '_to' | '_phrase') => `${key}${suffix}` as FieldPath<PersonFormValues>;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '8.5rem 1fr', sm: '11rem 1fr 1fr' },
        // on a phone the qualifier sits beside the date; the second date and the words take a line of their own
        '& > .wide': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
        alignItems: 'start',
      }}
    >
      <Controller
        control={control}
        name={`${key}_qualifier`}
        render={({ field }) => (
          <TextField
            select
            label={
              <>
                Уточнение
                <Box component="span" sx={visuallyHidden}>
                  {` ${of}`}
                </Box>
              </>
            }
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {DATE_QUALIFIER_LABELS[option]}
              </option>
            ))}
          </TextField>
        )}
      />
      {words ? (
        <FormTextField
          control={control}
          name={name('_phrase')}
          label={`${label} словами`}
          helperText="Как сказано в источнике: «зимой перед войной»"
          disabled={disabled}
        />
      ) : (
        <FormTextField
          control={control}
          name={name('')}
          label={label}
          helperText={dateHint}
          inputMode="decimal"
          disabled={disabled}
        />
      )}
      {range && (
        <Box className="wide">
          <FormTextField
            control={control}
            name={name('_to')}
            label={second}
            helperText={
              qualifier === 'between'
                ? `Конец промежутка: ${PARTIAL_DATE_HINT}`
                : 'По какую дату; можно не указывать'
            }
            inputMode="decimal"
            disabled={disabled}
          />
        </Box>
      )}
      {!words && !range && showPhrase && (
        <Box className="wide">
          <FormTextField
            control={control}
            name={name('_phrase')}
            label="Как в источнике"
            helperText="Запись источника рядом с датой"
            disabled={disabled}
          />
        </Box>
      )}
    </Box>
  );
}
