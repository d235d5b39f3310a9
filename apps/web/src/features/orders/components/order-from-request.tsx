import NoteAdd from '@mui/icons-material/NoteAddOutlined';
import Button from '@mui/material/Button';
import { ORDER_MSG } from '@sp/shared/api/orders';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useOrderFromRequest } from '../api/order-from-request';
import { ordersQuery } from '../api/orders';

const TAKEN = /№\s*(\d+)/;
const takenPrefix = ORDER_MSG.requestHasOrder(0).replace(/\d+$/, '');

/** The number of the deal already made from the request, read from the server's refusal. */
export function takenNumber(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const message = (error.fields.user_request ?? []).find((text) => text.startsWith(takenPrefix));
  const match = message ? TAKEN.exec(message) : null;
  return match ? Number(match[1]) : null;
}

/**
 * «Создать сделку» on a site request (POST /api/company-orders/order_from_request/): the request's client, cart
 * lines and text become a deal, whose page opens. When the request already has its deal, the server names its
 * number and this becomes a link to it.
 */
export function OrderFromRequestButton({ requestId }: { requestId: number }) {
  const rights = useModuleRights('orders');
  const navigate = useNavigate();
  const create = useOrderFromRequest();
  const [taken, setTaken] = useState<number | null>(null);
  const existing = useQuery({
    ...ordersQuery({ query: `№ ${taken}`, sort: '-created_at', offset: 0, limit: 1 }),
    enabled: taken !== null,
  });
  const found = existing.data?.results.find((row) => row.number === taken);

  if (found) {
    return (
      <Button variant="outlined" component={RouterLink} to={paths.order(found.id)}>
        Открыть сделку № {found.number}
      </Button>
    );
  }
  if (!rights.canEdit) return null;
  return (
    <Button
      variant="contained"
      startIcon={<NoteAdd />}
      disabled={create.isPending || taken !== null}
      onClick={() =>
        create.mutate(
          { user_request: requestId },
          {
            onSuccess: (order) => {
              snackbar.success(`Создана сделка № ${order.number}`);
              navigate(paths.order(order.id));
            },
            onError: (error) => {
              const number = takenNumber(error);
              if (number !== null) setTaken(number);
              snackbar.error(errorText(error));
            },
          },
        )
      }
    >
      Создать сделку
    </Button>
  );
}
