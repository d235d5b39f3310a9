import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportUpload,
  REQUIRED_IMPORT_FIELDS,
} from '@sp/shared/api/person-imports';

export type Mapping = (ImportField | null)[];

/** What is wrong with a mapping, or null: a required field missing, a field chosen twice. */
export function mappingProblem(mapping: Mapping): string | null {
  const missing = REQUIRED_IMPORT_FIELDS.filter((field) => !mapping.includes(field));
  if (missing.length) return `Выберите колонку для поля «${IMPORT_FIELD_LABELS[missing[0]]}»`;
  const twice = IMPORT_FIELDS.find((field) => mapping.filter((chosen) => chosen === field).length > 1);
  return twice ? `Поле «${IMPORT_FIELD_LABELS[twice]}» выбрано для нескольких колонок` : null;
}

const NONE = '';

/** Step 2: each column of the file onto a field (or not imported), with the first rows' values beside it. */
export function MappingStep({
  upload,
  mapping,
  onChange,
}: {
  upload: ImportUpload;
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
}) {
  return (
    <Stack spacing={1.5}>
      {upload.columns.map((column, index) => {
        const title = column || `Колонка ${index + 1}`;
        const samples = upload.sample.map((row) => row[index]).filter(Boolean);
        return (
          <Box
            // the columns of one file never change order
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the file
            key={index}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 260px' },
              gap: 1,
              alignItems: 'center',
              borderBottom: 1,
              borderColor: 'divider',
              pb: 1.5,
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{title}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {samples.length ? samples.slice(0, 3).join(' · ') : 'пусто в первых строках'}
              </Typography>
            </Box>
            <TextField
              select
              size="small"
              label={`Поле для «${title}»`}
              value={mapping[index] ?? NONE}
              onChange={(event) => {
                const next = [...mapping];
                next[index] = event.target.value === NONE ? null : (event.target.value as ImportField);
                onChange(next);
              }}
            >
              <MenuItem value={NONE}>Не импортировать</MenuItem>
              {IMPORT_FIELDS.map((field) => (
                <MenuItem key={field} value={field}>
                  {IMPORT_FIELD_LABELS[field]}
                  {REQUIRED_IMPORT_FIELDS.includes(field) ? ' *' : ''}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        );
      })}
    </Stack>
  );
}
