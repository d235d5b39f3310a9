import Button from '@mui/material/Button';
import { PASSPORT_DEAL_STATUSES } from '@sp/shared/api/passports';
import type { OrderStatus } from '@sp/shared/orders/statuses';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useModuleRights } from '../../../lib/use-module-rights';

// the dialog and its form load when the button is pressed: most deals never ask for a passport
const RequestPassportDialog = lazy(() =>
  import('./request-passport-dialog').then((m) => ({ default: m.RequestPassportDialog })),
);

type DealPassportButtonProps = {
  orderId: number;
  orderStatus: OrderStatus;
  person: { id: number; full_name: string; memory_page_id: number | null };
};

/** Whether a deal in this status may ask for its deceased's passport (SPEC §4; the server checks it again). */
export const dealMayAskPassport = (status: OrderStatus) =>
  (PASSPORT_DEAL_STATUSES as readonly string[]).includes(status);

/**
 * «Запросить паспорт» beside a deal's deceased: shown to who may write passport requests, on a deal in work or later
 * (docs/decisions.md) whose deceased has a memory page; the sent request opens in «Мои заявки».
 */
export function DealPassportButton({ orderId, orderStatus, person }: DealPassportButtonProps) {
  const rights = useModuleRights('passport_requests');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!rights.canEdit || !dealMayAskPassport(orderStatus) || person.memory_page_id === null) return null;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Запросить паспорт
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RequestPassportDialog
            open
            person={person}
            orderId={orderId}
            onClose={() => setOpen(false)}
            onCreated={(request) => navigate(paths.passportRequests(request.id))}
          />
        </Suspense>
      )}
    </>
  );
}
