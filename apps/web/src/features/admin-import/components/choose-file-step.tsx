import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Cemetery } from '@sp/shared/api/cemeteries';
import { PERSON_IMPORT_MAX_MB } from '@sp/shared/api/person-imports';
import { useId, useState } from 'react';
import { errorText } from '../../../lib/api-error';
import { useDebounced } from '../../../lib/use-debounced';
import { useCemeteryChoices } from '../api/person-imports';

export type ChosenCemetery = Pick<Cemetery, 'id' | 'name' | 'municipal_company'>;

type ChooseFileStepProps = {
  cemetery: ChosenCemetery | null;
  onCemetery: (cemetery: ChosenCemetery | null) => void;
  busy: boolean;
  error: unknown;
  onFile: (file: File) => void;
};

/** Step 1: the cemetery the register is of, and its file (CSV or XLSX). */
export function ChooseFileStep({ cemetery, onCemetery, busy, error, onFile }: ChooseFileStepProps) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed.trim());
  const choices = useCemeteryChoices(query);
  const options = choices.data?.results ?? [];
  return (
    <Stack spacing={2}>
      <Autocomplete
        options={options}
        value={cemetery}
        onChange={(_, value) => onCemetery(value)}
        inputValue={typed}
        onInputChange={(_, value) => setTyped(value)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterOptions={(found) => found}
        loading={choices.isFetching}
        noOptionsText="Кладбищ не нашлось"
        loadingText="Ищем…"
        renderInput={(params) => (
          <TextField
            {...params}
            label="Кладбище"
            required
            helperText={
              cemetery
                ? cemetery.municipal_company
                  ? `Персоны войдут в учёт организации «${cemetery.municipal_company.name}»`
                  : 'У кладбища нет муниципальной организации: импорт в него невозможен'
                : 'Реестр какого кладбища вы загружаете'
            }
            error={Boolean(cemetery && !cemetery.municipal_company)}
          />
        )}
      />
      <Box>
        <Button
          component="label"
          htmlFor={inputId}
          variant="contained"
          disabled={!cemetery?.municipal_company || busy}
        >
          {busy ? 'Загружаем…' : 'Выбрать файл CSV или XLSX'}
        </Button>
        <input
          id={inputId}
          type="file"
          hidden
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label="Файл реестра"
          disabled={!cemetery?.municipal_company || busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Первая строка — заголовки колонок. CSV в UTF-8 или Windows-1251 с «;» или «,», XLSX — первый лист.
          До {PERSON_IMPORT_MAX_MB} МБ.
        </Typography>
      </Box>
      {Boolean(error) && <Alert severity="error">{errorText(error)}</Alert>}
    </Stack>
  );
}
