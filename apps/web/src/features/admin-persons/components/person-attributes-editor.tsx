import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GivenAttribute } from '@sp/shared/api/admin-persons';
import { useState } from 'react';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { usePersonAttributeChange } from '../api/admin-persons';
import { usePersonAttributes } from '../api/person-attributes';

/** One attribute the person has: its value changed or the attribute taken away. */
function GivenRow({ personId, attribute }: { personId: number; attribute: GivenAttribute }) {
  const [value, setValue] = useState(attribute.value);
  const change = usePersonAttributeChange(personId);
  const send = (next: string | null) =>
    change.mutate(
      { attributeId: attribute.id, value: next },
      {
        onSuccess: () =>
          snackbar.success(next === null ? `«${attribute.name}» снят` : `«${attribute.name}»: сохранено`),
        onError: (error) => snackbar.error(errorText(error)),
      },
    );
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ flex: '1 1 200px', overflowWrap: 'anywhere' }}>
        {attribute.name}
      </Typography>
      {attribute.has_value && (
        <>
          <TextField
            size="small"
            label={`Значение: ${attribute.name}`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
            sx={{ flex: '1 1 180px' }}
          />
          <Button
            size="small"
            disabled={change.isPending || value.trim() === attribute.value || !value.trim()}
            onClick={() => send(value.trim())}
          >
            Сохранить
          </Button>
        </>
      )}
      <IconButton
        aria-label={`Снять «${attribute.name}»`}
        disabled={change.isPending}
        onClick={() => send(null)}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}

/** The person's attributes of the directory: each changed or taken away, another given with its value. */
export function PersonAttributesEditor({ personId, given }: { personId: number; given: GivenAttribute[] }) {
  const all = usePersonAttributes({ offset: 0, limit: 100 });
  const change = usePersonAttributeChange(personId);
  const [chosen, setChosen] = useState<number | ''>('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const choices = (all.data?.results ?? []).filter(
    (attribute) => !given.some((has) => has.id === attribute.id),
  );
  const picked = choices.find((attribute) => attribute.id === chosen);

  const give = () => {
    if (!picked) return;
    change.mutate(
      { attributeId: picked.id, value: picked.has_value ? value.trim() : '' },
      {
        onSuccess: () => {
          snackbar.success(`«${picked.name}» присвоен`);
          setChosen('');
          setValue('');
          setProblem(null);
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  return (
    <Stack spacing={1.5} component="section" aria-label="Атрибуты персоны">
      <Typography variant="h6" component="h3">
        Атрибуты
      </Typography>
      {given.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Атрибутов нет. Присвойте атрибут справочника — он появится на публичной странице памяти под именем.
        </Typography>
      )}
      {given.map((attribute) => (
        <GivenRow key={`${attribute.id}:${attribute.value}`} personId={personId} attribute={attribute} />
      ))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label="Присвоить атрибут"
          value={chosen}
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ flex: '1 1 240px' }}
          disabled={!choices.length}
          helperText={all.data && !choices.length ? 'Все атрибуты справочника уже присвоены' : undefined}
        >
          {choices.map((attribute) => (
            <MenuItem key={attribute.id} value={attribute.id}>
              {attribute.name}
            </MenuItem>
          ))}
        </TextField>
        {picked?.has_value && (
          <TextField
            size="small"
            label="Значение"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
            sx={{ flex: '1 1 180px' }}
          />
        )}
        <Button variant="outlined" disabled={!picked || change.isPending} onClick={give}>
          Присвоить
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
