import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Integrations } from '@sp/shared/api/profile';
import { useState } from 'react';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { type IntegrationsBody, useCompanyMutations } from '../api/company-profile';

type IntegrationsFormProps = { integrations: Integrations; readOnly: boolean };

/** WhatsApp and Telegram settings; tokens are write-only secrets: empty fields keep the stored ones. */
export function IntegrationsForm({ integrations, readOnly }: IntegrationsFormProps) {
  const [profileId, setProfileId] = useState(integrations.whatsapp_profile_id);
  const [botName, setBotName] = useState(integrations.telegram_bot_name);
  const [whatsappToken, setWhatsappToken] = useState('');
  const [telegramToken, setTelegramToken] = useState('');
  const { integrations: save } = useCompanyMutations();

  const handleSave = () => {
    const body: IntegrationsBody = { whatsapp_profile_id: profileId, telegram_bot_name: botName };
    if (whatsappToken) body.whatsapp_token = whatsappToken;
    if (telegramToken) body.telegram_token = telegramToken;
    save.mutate(body, {
      onSuccess: () => {
        setWhatsappToken('');
        setTelegramToken('');
        snackbar.success('Настройки интеграций сохранены');
      },
      onError: (error) => snackbar.error(errorText(error)),
    });
  };
  const tokenHint = (set: boolean) =>
    set ? 'Токен сохранён; введите новый, чтобы заменить' : 'Токен не задан';

  return (
    <Stack spacing={2}>
      <TextField
        label="WhatsApp: ID профиля"
        value={profileId}
        disabled={readOnly}
        onChange={(e) => setProfileId(e.target.value)}
      />
      <TextField
        label="WhatsApp: токен"
        type="password"
        autoComplete="off"
        value={whatsappToken}
        disabled={readOnly}
        helperText={tokenHint(integrations.has_whatsapp_token)}
        onChange={(e) => setWhatsappToken(e.target.value)}
      />
      <TextField
        label="Telegram: имя бота"
        value={botName}
        disabled={readOnly}
        onChange={(e) => setBotName(e.target.value)}
      />
      <TextField
        label="Telegram: токен бота"
        type="password"
        autoComplete="off"
        value={telegramToken}
        disabled={readOnly}
        helperText={tokenHint(integrations.has_telegram_token)}
        onChange={(e) => setTelegramToken(e.target.value)}
      />
      {!readOnly && (
        <Button
          variant="contained"
          onClick={handleSave}
          disabled={save.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Сохранить
        </Button>
      )}
    </Stack>
  );
}
