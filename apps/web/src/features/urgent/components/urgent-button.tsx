import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { lazyWithQuery } from '../../../lib/lazy-page';
import type { UrgentDialogProps } from './urgent-dialog';

// the dialog (its form, the city list, the captcha) loads only when someone reaches for the button, with
// the data cache it sends through (the landing page has none around it)
const loadDialog = () => import('./urgent-dialog-loader').then((m) => m.loadUrgentDialog());
const UrgentDialog = lazyWithQuery(loadDialog);

type UrgentButtonProps = Omit<UrgentDialogProps, 'onClose'> & { size?: ButtonProps['size'] };

/** «Срочный вызов»: the public search's emergency button for evacuating a deceased person (SPEC §1). */
export function UrgentButton({ size = 'medium', ...place }: UrgentButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size={size}
        startIcon={<PhoneInTalkOutlined />}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog().catch(() => {})}
        onFocus={() => void loadDialog().catch(() => {})}
        aria-haspopup="dialog"
        sx={{ bgcolor: 'background.paper', flexShrink: 0 }}
      >
        Срочный вызов
      </Button>
      {open && (
        <Suspense fallback={null}>
          <UrgentDialog {...place} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
