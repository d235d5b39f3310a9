import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Deceased, Order, OrderUpdateBody } from '@sp/shared/api/orders';
import type { Shopper } from '@sp/shared/api/shoppers';
import { formatDate, formatDateTime } from '@sp/shared/format/date';
import { dateTimeValueProblem } from '@sp/shared/format/date-text';
import { rublesToKopecks } from '@sp/shared/format/money';
import {
  ORDER_CATEGORIES,
  ORDER_CATEGORY_LABELS,
  ORDER_TYPE_LABELS,
  type OrderCategory,
} from '@sp/shared/orders/kinds';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@sp/shared/orders/statuses';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateTimeField } from '../../../components/date-fields';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { useSession } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useChangeStatus } from '../api/change-status';
import { useDeleteOrder } from '../api/delete-order';
import { orderKey, useOrder } from '../api/order';
import { useSaveOrder } from '../api/save-order';
import { useShopper } from '../api/shopper';
import { ClientBlock } from '../components/client-block';
import { DealActionsMenu } from '../components/deal-actions-menu';
import { type DealField, fieldApplies, fieldShown } from '../components/deal-fields';
import { DealStatusControl } from '../components/deal-status-control';
import { dealTitle } from '../components/deal-title';
import { DeceasedSection } from '../components/deceased-section';
import { isoFromLocal } from '../components/format';
import { ItemsEditor } from '../components/items-editor';
import { draftTotals } from '../components/items-model';
import { editorField, type OrderDraft, orderDraftOf, sameDraft } from '../components/order-draft';
import { PaymentsSection } from '../components/payments-section';
import { ReadOnlyField } from '../components/read-only-field';
import { ResponsibleField } from '../components/responsible-field';
import { Section } from '../components/section';
import { TimelineSection } from '../components/timeline-section';

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
  /** actions on one deceased of the deal from other features (the passports feature's «Запросить паспорт») */
  deceasedActions?: (order: Order, person: Deceased) => ReactNode;
};

/**
 * /app/orders/{id}: the deal as a workspace — titled by its number, deceased and client; its status once (moved
 * from the chip to the allowed statuses; the unverified-client rule explained to who can act on it); the client,
 * the responsible manager, the category and only the dates and places the category has; the timeline with its
 * note box beside; the deceased, lines with discounts and live totals, payments, and what other features compose
 * in; «Удалить сделку» in the ⋮ menu, confirmed. Read-only employees (level 3) see values as text and no calls
 * to act.
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

/** The unverified-client rule as the page says it (SPEC §4), with the call to confirm only for who can. */
const UNVERIFIED_HINT =
  'Пока клиент не подтверждён, сделка может быть только в статусах «Новая», «В работе» или «Отменена».';
const NO_CLIENT_HINT =
  'Пока у сделки нет подтверждённого клиента, она может быть только в статусах «Новая», «В работе» или «Отменена».';

function OrderEditor({ order, slots }: { order: Order; slots: OrderPageSlots }) {
  const rights = useModuleRights('orders');
  const shopperRights = useModuleRights('shoppers');
  const pageRights = useModuleRights('memory_pages');
  const session = useSession();
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
  // a date still being typed is said under its field, never sent as no date
  const dateErrors = Object.fromEntries(
    (['funeral_at', 'cremation_at'] as const).flatMap((key) => {
      const problem = dateTimeValueProblem(draft[key]);
      return problem ? [[key, problem]] : [];
    }),
  );
  const errors = { ...computed.errors, ...serverErrors };
  const paidKopecks = rublesToKopecks(order.totals.paid);
  const change = (patch: Partial<OrderDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  const submit = () => {
    if (Object.keys(dateErrors).length > 0) {
      snackbar.error('Проверьте даты похорон и кремации');
      return;
    }
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
      responsible_id: draft.responsible_id,
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
  const kind = ORDER_TYPE_LABELS[order.type_order];
  const numbered = `${kind} № ${order.number}`;
  const canConfirm = Boolean(slots.confirmClient) && shopperRights.canEdit && !readOnly;
  const shown = (field: DealField) => fieldShown(field, order.type_order, draft.category_order, draft[field]);
  const applies = (field: DealField) => fieldApplies(field, order.type_order, draft.category_order);
  const datesShown = (['funeral_at', 'cremation_at'] as const).filter(shown);
  const notApplying = (field: DealField) =>
    applies(field) ? undefined : 'Для этой категории не нужно: очистите поле, и оно скроется';

  const details = (
    <Section title="Сведения">
      <Stack spacing={2}>
        <ClientBlock
          value={draft.shopper}
          saved={order.shopper}
          onChange={(shopper) => change({ shopper })}
          disabled={readOnly}
          readOnly={readOnly}
          error={errors.shopper}
          onCreate={slots.newClient && shopperRights.canEdit ? () => setCreatingClient(true) : undefined}
          onConfirm={canConfirm ? () => setConfirming(true) : undefined}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          {readOnly ? (
            <ReadOnlyField label="Ответственный">{order.responsible?.name ?? 'не назначен'}</ReadOnlyField>
          ) : (
            <ResponsibleField
              value={draft.responsible_id}
              saved={order.responsible}
              onChange={(responsible_id) => change({ responsible_id })}
              error={errors.responsible_id}
            />
          )}
          {order.type_order === 1 &&
            (readOnly ? (
              <ReadOnlyField label="Категория">{ORDER_CATEGORY_LABELS[order.category_order]}</ReadOnlyField>
            ) : (
              <TextField
                select
                label="Категория"
                value={draft.category_order}
                onChange={(event) => change({ category_order: Number(event.target.value) as OrderCategory })}
              >
                {ORDER_CATEGORIES.map((category) => (
                  <MenuItem key={category} value={category}>
                    {ORDER_CATEGORY_LABELS[category]}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          {datesShown.map((field) => {
            const label = field === 'funeral_at' ? 'Похороны' : 'Кремация';
            return readOnly ? (
              <ReadOnlyField key={field} label={label}>
                {formatDateTime(order[field])}
              </ReadOnlyField>
            ) : (
              <DateTimeField
                key={field}
                label={label}
                value={draft[field]}
                onChange={(value) => change({ [field]: value })}
                problem={serverErrors[field] ?? notApplying(field)}
                defaultTime="10:00"
              />
            );
          })}
        </Box>
        {shown('burial_place') &&
          (readOnly ? (
            <ReadOnlyField label="Место захоронения">{order.burial_place}</ReadOnlyField>
          ) : (
            <TextField
              label="Место захоронения"
              value={draft.burial_place}
              onChange={(event) => change({ burial_place: event.target.value })}
              error={Boolean(errors.burial_place)}
              helperText={
                errors.burial_place ?? notApplying('burial_place') ?? 'Кладбище, участок, ряд, номер могилы'
              }
            />
          ))}
        {readOnly ? (
          <ReadOnlyField label="Примечание">{order.note}</ReadOnlyField>
        ) : (
          <TextField
            label="Примечание"
            value={draft.note}
            onChange={(event) => change({ note: event.target.value })}
            error={Boolean(errors.note)}
            helperText={errors.note ?? 'Постоянные сведения о сделке; события и договорённости — в ленте'}
            multiline
            minRows={2}
          />
        )}
      </Stack>
    </Section>
  );

  return (
    <Box sx={{ pb: dirty ? 10 : 0 }}>
      <Button component={RouterLink} to={paths.orders()} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Все сделки
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 1, flexWrap: 'wrap' }}>
        <Typography
          variant="h2"
          component="h1"
          sx={{
            flex: '1 1 320px',
            minWidth: 0,
            overflowWrap: 'anywhere',
            fontSize: { xs: '1.5rem', md: '2rem' },
          }}
        >
          {dealTitle(order)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <DealStatusControl
            status={order.status}
            next={order.next_statuses}
            canEdit={!readOnly}
            busy={changeStatus.isPending}
            onPick={moveTo}
          />
          <DealActionsMenu
            label={`Действия ${order.type_order === 2 ? 'с продажей' : 'со сделкой'} № ${order.number}`}
            deleteLabel={order.type_order === 2 ? 'Удалить продажу' : 'Удалить сделку'}
            onDelete={rights.canDelete ? () => setRemoving(true) : undefined}
          />
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Создана {formatDate(order.created_at)}
        {order.created_by ? ` · ${order.created_by.name}` : ''}
        {order.site_request_id ? ' · ' : ''}
        {order.site_request_id && (
          <Link component={RouterLink} to={paths.request(order.site_request_id)}>
            из заявки с сайта
          </Link>
        )}
      </Typography>
      {!readOnly && !clientConfirmed && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {order.shopper ? UNVERIFIED_HINT : NO_CLIENT_HINT}
          {order.shopper && canConfirm ? ' Подтвердите клиента кодом.' : ''}
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(360px, 440px)' },
          // a wide screen: the details with the timeline beside them, the rest of the deal below at full width
          gridTemplateAreas: { xs: '"details" "timeline" "rest"', lg: '"details timeline" "rest rest"' },
        }}
      >
        <Box sx={{ gridArea: 'details', minWidth: 0 }}>{details}</Box>
        <Box sx={{ gridArea: 'timeline', minWidth: 0 }}>
          <TimelineSection
            orderId={order.id}
            canWrite={!readOnly}
            canDeleteAny={rights.canDelete}
            accountId={session.profile?.id ?? null}
          />
        </Box>
        <Stack spacing={2} sx={{ gridArea: 'rest', minWidth: 0 }}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
            }}
          >
            <DeceasedSection
              orderId={order.id}
              deceased={order.deceased}
              canEdit={!readOnly}
              canMakePage={pageRights.canEdit}
              personActions={slots.deceasedActions && ((person) => slots.deceasedActions?.(order, person))}
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
      </Box>

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
        text={`Удалить ${order.type_order === 2 ? 'продажу' : 'сделку'} № ${order.number}? Строки, платежи и заметки будут удалены, люди и страницы памяти останутся.`}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(order.id, {
            onSuccess: () => {
              snackbar.success(`${numbered} удалена`);
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
