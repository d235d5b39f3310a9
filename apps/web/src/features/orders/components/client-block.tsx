import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { OrderShopper } from '@sp/shared/api/orders';
import type { ReactNode } from 'react';
import { ReadOnlyField } from './read-only-field';
import { type ShopperChoice, ShopperPicker } from './shopper-picker';

type ClientBlockProps = {
  value: ShopperChoice | null;
  /** the saved client's contacts, when the chosen one is the saved one */
  saved: OrderShopper | null;
  onChange: (value: ShopperChoice | null) => void;
  disabled: boolean;
  error?: string;
  /** «Новый клиент», when the page can create one */
  onCreate?: () => void;
  /** «Подтвердить клиента», when the page can confirm the saved one */
  onConfirm?: () => void;
  extra?: ReactNode;
  /** a read-only viewer: the client as text with its contacts, no picker and no calls to act */
  readOnly?: boolean;
};

function Contacts({ client }: { client: OrderShopper }) {
  return (
    <>
      {client.phone && (
        <Link href={`tel:${client.phone.replace(/[^\d+]/g, '')}`} variant="body2">
          {client.phone}
        </Link>
      )}
      {client.email && (
        <Link href={`mailto:${client.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {client.email}
        </Link>
      )}
    </>
  );
}

/** The deal's client: an existing one by search, or a new one; their contacts and confirmation. */
export function ClientBlock({
  value,
  saved,
  onChange,
  disabled,
  error,
  onCreate,
  onConfirm,
  extra,
  readOnly = false,
}: ClientBlockProps) {
  const current = saved && value?.id === saved.id ? saved : null;
  const confirmed = current?.is_confirmed ?? value?.is_confirmed ?? false;
  if (readOnly) {
    return (
      <ReadOnlyField label="Клиент">
        {saved && (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <span>{saved.name}</span>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                variant={saved.is_confirmed ? 'filled' : 'outlined'}
                color={saved.is_confirmed ? 'primary' : 'default'}
                label={saved.is_confirmed ? 'Подтверждён' : 'Не подтверждён'}
              />
              <Contacts client={saved} />
            </Box>
          </Stack>
        )}
      </ReadOnlyField>
    );
  }
  return (
    <Stack spacing={1.5}>
      <ShopperPicker
        label="Клиент"
        value={value}
        onChange={onChange}
        disabled={disabled}
        helperText={error}
      />
      {value && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {confirmed ? (
            <Chip size="small" color="primary" label="Подтверждён" />
          ) : (
            <Chip size="small" variant="outlined" label="Не подтверждён" />
          )}
          {current && <Contacts client={current} />}
          {!confirmed && current && onConfirm && (
            <Button size="small" onClick={onConfirm}>
              Подтвердить клиента
            </Button>
          )}
        </Box>
      )}
      {onCreate && !disabled && (
        <Box>
          <Button size="small" startIcon={<PersonAddAlt />} onClick={onCreate}>
            Новый клиент
          </Button>
        </Box>
      )}
      {extra}
    </Stack>
  );
}
