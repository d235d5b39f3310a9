/**
 * A deal's (order's) statuses and the moves between them: the one place both apps read them from.
 * The spec names no list (SPEC §4 "not shown"); issue 5 names these six.
 */

export const ORDER_STATUSES = [
  'new',
  'in_progress',
  'awaiting_payment',
  'paid',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'Новая',
  in_progress: 'В работе',
  awaiting_payment: 'Ожидает оплаты',
  paid: 'Оплачена',
  completed: 'Выполнена',
  cancelled: 'Отменена',
};

/**
 * Where a deal may go from each status. Work moves forward (new → in progress → awaiting payment → paid →
 * completed) and may skip steps; a step back is allowed where a mistake or a refund makes it real; any open
 * deal may be cancelled; a cancelled deal is reopened as new; a completed one only back to work.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['in_progress', 'awaiting_payment', 'paid', 'completed', 'cancelled'],
  in_progress: ['new', 'awaiting_payment', 'paid', 'completed', 'cancelled'],
  awaiting_payment: ['in_progress', 'paid', 'completed', 'cancelled'],
  paid: ['in_progress', 'awaiting_payment', 'completed', 'cancelled'],
  completed: ['in_progress'],
  cancelled: ['new'],
};

/** SPEC §4: a deal whose client is not verified may be created and saved only in these statuses. */
export const UNVERIFIED_CLIENT_STATUSES: readonly OrderStatus[] = ['new', 'in_progress', 'cancelled'];

/** A completed or cancelled deal is over: the calendar does not move its funeral or cremation. */
export const DATES_LOCKED_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

export const ORDER_STATUS_MSG = {
  transition: (from: OrderStatus, to: OrderStatus) =>
    `Сделку нельзя перевести из статуса «${ORDER_STATUS_LABELS[from]}» в «${ORDER_STATUS_LABELS[to]}».`,
  unverifiedClient:
    'Пока клиент не подтверждён, сделка может быть только в статусах «Новая», «В работе» или «Отменена». Подтвердите клиента кодом.',
} as const;

/**
 * Whether the deal's client counts as verified: a deal without a client counts as unverified, so it too
 * stays in the three open statuses until a confirmed client is set.
 */
export type ClientState = { clientConfirmed: boolean };

/** Why a deal cannot be in `status` (on creation or on saving), or null. */
export function statusProblem(status: OrderStatus, client: ClientState): string | null {
  if (!client.clientConfirmed && !UNVERIFIED_CLIENT_STATUSES.includes(status)) {
    return ORDER_STATUS_MSG.unverifiedClient;
  }
  return null;
}

/** Why a deal cannot move from `from` to `to` (or be saved, when they are equal), or null. */
export function transitionProblem(from: OrderStatus, to: OrderStatus, client: ClientState): string | null {
  if (from !== to && !ORDER_TRANSITIONS[from].includes(to)) return ORDER_STATUS_MSG.transition(from, to);
  return statusProblem(to, client);
}

/** The statuses a deal in `from` may be moved to now (the board's drop targets), `from` itself excluded. */
export function nextStatuses(from: OrderStatus, client: ClientState): OrderStatus[] {
  return ORDER_TRANSITIONS[from].filter((to) => transitionProblem(from, to, client) === null);
}
