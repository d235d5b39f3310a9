import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { OrderShopper } from '@sp/shared/api/orders';
import type { ReactNode } from 'react';
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
};

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
}: ClientBlockProps) {
  const current = saved && value?.id === saved.id ? saved : null;
  const confirmed = current?.is_confirmed ?? value?.is_confirmed ?? false;
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
          {current?.phone && (
            <Link href={`tel:${current.phone.replace(/[^\d+]/g, '')}`} variant="body2">
              {current.phone}
            </Link>
          )}
          {current?.email && (
            <Link href={`mailto:${current.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {current.email}
            </Link>
          )}
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
