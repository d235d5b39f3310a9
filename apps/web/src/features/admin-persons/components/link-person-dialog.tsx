import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UnboundPerson } from '@sp/shared/api/admin-persons';
import { useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { ApiError } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useLinkUnbound } from '../api/unbound-persons';
import { ownerText } from './person-format';

type Way = 'own' | 'account';

/**
 * «Привязать»: a family's person goes into its owner's family tree; any person may instead be handed to another
 * account (found by phone or e-mail) and put into that account's tree. The person moves, nothing is copied.
 */
export function LinkPersonDialog({ person, onClose }: { person: UnboundPerson; onClose: () => void }) {
  const ownedByFamily = person.owner.kind === 'account';
  const [way, setWay] = useState<Way>(ownedByFamily ? 'own' : 'account');
  const [login, setLogin] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const link = useLinkUnbound();

  const submit = () =>
    link.mutate(
      { id: person.id, login: way === 'account' ? login.trim() : undefined },
      {
        onSuccess: () => {
          snackbar.success(
            way === 'own'
              ? `«${person.full_name}» добавлен(а) в древо владельца`
              : `«${person.full_name}» передан(а) аккаунту и добавлен(а) в его древо`,
          );
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
          else snackbar.error(error instanceof ApiError ? error.errors : 'Не удалось привязать персону');
        },
      },
    );

  return (
    <GenericDialog
      open
      title={`Привязать: ${person.full_name}`}
      onClose={onClose}
      onSave={submit}
      saveText="Привязать"
      busy={link.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {ownerText(person.owner)}
        </Typography>
        <RadioGroup
          aria-label="Как привязать"
          value={way}
          onChange={(event) => {
            setWay(event.target.value as Way);
            setErrors({});
          }}
        >
          <FormControlLabel
            value="own"
            control={<Radio />}
            disabled={!ownedByFamily}
            label={
              ownedByFamily
                ? 'Добавить в генеалогическое древо владельца'
                : 'Добавить в древо владельца (нельзя: персона принадлежит компании)'
            }
          />
          <FormControlLabel
            value="account"
            control={<Radio />}
            label="Передать другому аккаунту и добавить в его древо"
          />
        </RadioGroup>
        {way === 'account' && (
          <TextField
            label="Телефон или e-mail аккаунта"
            value={login}
            onChange={(event) => setLogin(event.target.value)}
            error={Boolean(errors.login)}
            helperText={errors.login?.join(' ') ?? 'Персона перейдёт к этому аккаунту вместе с фотографией'}
            required
            fullWidth
          />
        )}
        {way === 'own' && errors.login && (
          <Typography color="error" variant="body2">
            {errors.login.join(' ')}
          </Typography>
        )}
      </Stack>
    </GenericDialog>
  );
}
