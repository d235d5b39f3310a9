import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Order, OrderUpdateBody } from '@sp/shared/api/orders';
import type { Shopper } from '@sp/shared/api/shoppers';
import { formatDate } from '@sp/shared/format/date';
import { rublesToKopecks } from '@sp/shared/format/money';
import {
  ORDER_CATEGORIES,
  ORDER_CATEGORY_LABELS,
  ORDER_TYPE_LABELS,
  type OrderCategory,
} from '@sp/shared/orders/kinds';
import { ORDER_STATUS_LABELS, ORDER_STATUS_MSG, type OrderStatus } from '@sp/shared/orders/statuses';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useChangeStatus } from '../api/change-status';
import { useDeleteOrder } from '../api/delete-order';
import { orderKey, useOrder } from '../api/order';
import { useSaveOrder } from '../api/save-order';
import { useShopper } from '../api/shopper';
import { ClientBlock } from '../components/client-block';
import { DeceasedSection } from '../components/deceased-section';
import { isoFromLocal } from '../components/format';
import { ItemsEditor } from '../components/items-editor';
import { draftTotals } from '../components/items-model';
import { editorField, type OrderDraft, orderDraftOf, sameDraft } from '../components/order-draft';
import { PaymentsSection } from '../components/payments-section';
import { Section } from '../components/section';
import { StatusChip } from '../components/status-chip';

const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null };

/** A client as the shoppers feature saves it, narrowed to what the deal needs. */
type SavedShopper = Pick<Shopper, 'id' | 'name' | 'phone' | 'is_confirmed'>;

/** What app/ composes into the deal's page from other features (features never import each other). */
export type OrderPageSlots = {
  /** the shoppers feature's client card, creating a client */
  newClient?: (props: { onClose: () => void; onSaved: (shopper: SavedShopper) => void }) => ReactNode;
  /** the shoppers feature's confirmation by code */
  confirmClient?: (props: { shopper: Shopper; onClose: () => void }) => ReactNode;
  /** the deal's tasks, documents and history, from their features */
  tasks?: (order: Order) => ReactNode;
  documents?: (order: Order) => ReactNode;
  history?: (order: Order) => ReactNode;
};

/**
 * /app/orders/{id}: the deal — number, type, category and status (only the allowed moves; the unverified-client
 * rule explained); the client; the deceased; dates, burial place and note; lines with discounts and live totals;
 * payments; and what other features compose in. Read-only employees (level 3) see everything disabled.
 */
export function OrderPage({ slots = {} }: { slots?: OrderPageSlots }) {
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const orderId = Number(id);
  const order = useOrder(orderId, valid);
  if (!valid || (order.error instanceof ApiError && order.error.code === 404)) throw NOT_FOUND;
  if (order.isPending) return <PageState kind="loading" />;
  if (order.isError)
    return <PageState kind="error" error={order.error} onRetry={() => void order.refetch()} />;
  return <OrderEditor order={order.data} slots={slots} />;
}

function OrderEditor({ order, slots }: { order: Order; slots: OrderPageSlots }) {
  const rights = useModuleRights('orders');
  const shopperRights = useModuleRights('shoppers');
  const pageRights = useModuleRights('memory_pages');
  const navigate = useNavigate();
  const client = useQueryClient();
  const readOnly = !rights.canEdit;

  const [draft, setDraft] = useState<OrderDraft>(() => orderDraftOf(order));
  const pristine = useRef<OrderDraft>(orderDraftOf(order));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [creatingClient, setCreatingClient] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const save = useSaveOrder(order.id);
  const changeStatus = useChangeStatus();
  const remove = useDeleteOrder();
  const fullShopper = useShopper(order.shopper?.id ?? null, confirming);

  // a fresh answer (a status move, a payment, another tab's save) replaces an untouched draft
  useEffect(() => {
    const fresh = orderDraftOf(order);
    setDraft((current) => (sameDraft(current, pristine.current) ? fresh : current));
    pristine.current = fresh;
  }, [order]);

  const dirty = !sameDraft(draft, pristine.current);
  const computed = draftTotals(draft.lines, draft.discount, []);
  const errors = { ...computed.errors, ...serverErrors };
  const paidKopecks = rublesToKopecks(order.totals.paid);
  const change = (patch: Partial<OrderDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  const submit = () => {
    if (!computed.body) {
      snackbar.error('Исправьте ошибки в составе сделки');
      return;
    }
    const body: OrderUpdateBody = {
      type_order: order.type_order,
      category_order: draft.category_order,
      shopper_id: draft.shopper?.id ?? null,
      funeral_at: isoFromLocal(draft.funeral_at),
      cremation_at: isoFromLocal(draft.cremation_at),
      burial_place: draft.burial_place.trim(),
      note: draft.note.trim(),
      items: computed.body.items,
      discount: computed.body.discount,
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        const fresh = orderDraftOf(saved);
        pristine.current = fresh;
        setDraft(fresh);
        snackbar.success('Сделка сохранена');
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          setServerErrors(
            Object.fromEntries(
              Object.entries(error.fields).map(([field, list]) => [editorField(field), list.join(' ')]),
            ),
          );
        }
        snackbar.error(errorText(error));
      },
    });
  };

  const moveTo = (status: OrderStatus) =>
    changeStatus.mutate(
      { id: order.id, status },
      {
        onSuccess: () => snackbar.success(`Статус: «${ORDER_STATUS_LABELS[status]}»`),
        onError: (error) => snackbar.error(errorText(error)),
      },
    );

  const clientConfirmed = order.shopper?.is_confirmed ?? false;
  const title = `${ORDER_TYPE_LABELS[order.type_order]} № ${order.number}`;
  const statusOptions: OrderStatus[] = [
    order.status,
    ...order.next_statuses.filter((s) => s !== order.status),
  ];

  return (
    <Box sx={{ pb: dirty ? 10 : 0 }}>
      <Button component={RouterLink} to={paths.orders()} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Все сделки
      </Button>
      <PageHeader
        title={title}
        actions={
          rights.canDelete && (
            <Button color="error" onClick={() => setRemoving(true)}>
              Удалить сделку
            </Button>
          )
        }
      />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            }}
          >
            <Stack spacing={1} sx={{ minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <StatusChip status={order.status} size="medium" />
                <Chip label={ORDER_TYPE_LABELS[order.type_order]} variant="outlined" />
                {order.type_order === 1 && (
                  <Chip label={ORDER_CATEGORY_LABELS[order.category_order]} variant="outlined" />
                )}
              </Box>
              <Typography variant="body2" color="text.secondary">
                Создана {formatDate(order.created_at)}
                {order.created_by ? ` · ${order.created_by.name}` : ''}
                {order.site_request_id ? ' · ' : ''}
                {order.site_request_id && (
                  <Link component={RouterLink} to={paths.request(order.site_request_id)}>
                    из заявки с сайта
                  </Link>
                )}
              </Typography>
            </Stack>
            <Stack spacing={1}>
              <TextField
                select
                label="Статус"
                value={order.status}
                disabled={readOnly || changeStatus.isPending || statusOptions.length < 2}
                onChange={(event) => moveTo(event.target.value as OrderStatus)}
                helperText={
                  readOnly ? undefined : 'Меняется сразу; в списке только статусы, в которые можно перейти'
                }
              >
                {statusOptions.map((status) => (
                  <MenuItem key={status} value={status}>
                    {ORDER_STATUS_LABELS[status]}
                  </MenuItem>
                ))}
              </TextField>
              {!clientConfirmed && (
                <Alert severity="info" variant="outlined">
                  {order.shopper
                    ? ORDER_STATUS_MSG.unverifiedClient
                    : 'Пока у сделки нет подтверждённого клиента, она может быть только в статусах «Новая», «В работе» или «Отменена». Укажите клиента и подтвердите его кодом.'}
                </Alert>
              )}
            </Stack>
          </Box>
        </Paper>

        <Section title="Клиент и сведения">
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            }}
          >
            <ClientBlock
              value={draft.shopper}
              saved={order.shopper}
              onChange={(shopper) => change({ shopper })}
              disabled={readOnly}
              error={errors.shopper}
              onCreate={slots.newClient && shopperRights.canEdit ? () => setCreatingClient(true) : undefined}
              onConfirm={
                slots.confirmClient && shopperRights.canEdit && !readOnly
                  ? () => setConfirming(true)
                  : undefined
              }
            />
            <Stack spacing={2}>
              {order.type_order === 1 && (
                <TextField
                  select
                  label="Категория"
                  value={draft.category_order}
                  disabled={readOnly}
                  onChange={(event) =>
                    change({ category_order: Number(event.target.value) as OrderCategory })
                  }
                >
                  {ORDER_CATEGORIES.map((category) => (
                    <MenuItem key={category} value={category}>
                      {ORDER_CATEGORY_LABELS[category]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField
                  type="datetime-local"
                  label="Похороны"
                  value={draft.funeral_at}
                  onChange={(event) => change({ funeral_at: event.target.value })}
                  error={Boolean(errors.funeral_at)}
                  helperText={errors.funeral_at}
                  disabled={readOnly}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  type="datetime-local"
                  label="Кремация"
                  value={draft.cremation_at}
                  onChange={(event) => change({ cremation_at: event.target.value })}
                  error={Boolean(errors.cremation_at)}
                  helperText={errors.cremation_at}
                  disabled={readOnly}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Box>
              <TextField
                label="Место захоронения"
                value={draft.burial_place}
                onChange={(event) => change({ burial_place: event.target.value })}
                error={Boolean(errors.burial_place)}
                helperText={errors.burial_place ?? 'Кладбище, участок, ряд, номер могилы'}
                disabled={readOnly}
              />
              <TextField
                label="Примечание"
                value={draft.note}
                onChange={(event) => change({ note: event.target.value })}
                error={Boolean(errors.note)}
                helperText={errors.note}
                disabled={readOnly}
                multiline
                minRows={2}
              />
            </Stack>
          </Box>
        </Section>

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          <DeceasedSection
            orderId={order.id}
            deceased={order.deceased}
            canEdit={!readOnly}
            canMakePage={pageRights.canEdit}
          />
          <PaymentsSection
            orderId={order.id}
            payments={order.payments}
            totals={order.totals}
            canEdit={!readOnly}
            canDelete={rights.canDelete}
          />
        </Box>

        <Section title="Состав сделки">
          <ItemsEditor
            lines={draft.lines}
            onLinesChange={(lines) => change({ lines })}
            discount={draft.discount}
            onDiscountChange={(discount) => change({ discount })}
            computed={{ ...computed, errors }}
            paidKopecks={paidKopecks}
            readOnly={readOnly}
          />
        </Section>

        {slots.tasks?.(order)}
        {slots.documents?.(order)}
        {slots.history?.(order)}
      </Stack>

      {dirty && !readOnly && (
        <Paper
          elevation={6}
          role="region"
          aria-label="Несохранённые изменения"
          sx={{
            position: 'sticky',
            bottom: 16,
            mt: 2,
            p: 1.5,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
            zIndex: 2,
          }}
        >
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            Есть несохранённые изменения
          </Typography>
          <Button
            color="inherit"
            onClick={() => {
              setDraft(pristine.current);
              setServerErrors({});
            }}
            disabled={save.isPending}
          >
            Отменить
          </Button>
          <Button variant="contained" onClick={submit} disabled={save.isPending}>
            Сохранить
          </Button>
        </Paper>
      )}

      {creatingClient &&
        slots.newClient?.({
          onClose: () => setCreatingClient(false),
          onSaved: (shopper) =>
            change({
              shopper: {
                id: shopper.id,
                name: shopper.name,
                phone: shopper.phone,
                is_confirmed: shopper.is_confirmed,
              },
            }),
        })}
      {confirming &&
        fullShopper.data &&
        slots.confirmClient?.({
          shopper: fullShopper.data,
          onClose: () => {
            setConfirming(false);
            void client.invalidateQueries({ queryKey: orderKey(order.id) });
          },
        })}
      <ConfirmDialog
        open={removing}
        text={`Удалить ${order.type_order === 2 ? 'продажу' : 'сделку'} № ${order.number}? Строки и платежи будут удалены, люди и страницы памяти останутся.`}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(order.id, {
            onSuccess: () => {
              snackbar.success(`${title} удалена`);
              navigate(paths.orders(), { replace: true });
            },
            onError: (error) => snackbar.error(errorText(error)),
            onSettled: () => setRemoving(false),
          })
        }
        onCancel={() => setRemoving(false)}
      />
    </Box>
  );
}
