import { lazy, Suspense } from 'react';
import { OrderDocuments } from '../../features/documents/components/order-documents';
import { RecordHistory } from '../../features/journal/components/record-history';
import { OrderPage } from '../../features/orders/pages/order-page';
import { DealPassportButton } from '../../features/passports/components/deal-passport-button';
import { OrderTasks } from '../../features/tasks/components/order-tasks';

// the shoppers feature's dialogs load when opened
const ShopperFormDialog = lazy(() =>
  import('../../features/shoppers/components/shopper-form-dialog').then((m) => ({
    default: m.ShopperFormDialog,
  })),
);
const ShopperConfirmDialog = lazy(() =>
  import('../../features/shoppers/components/shopper-confirm-dialog').then((m) => ({
    default: m.ShopperConfirmDialog,
  })),
);

/**
 * /app/orders/{id} with what other features bring: the shoppers feature's client card (a new client) and its
 * confirmation by code, the deal's tasks, its documents, the journal's history of the deal, «Запросить паспорт» on each
 * deceased (features never import each other).
 */
export function OrderRoute() {
  return (
    <OrderPage
      slots={{
        newClient: ({ onClose, onSaved }) => (
          <Suspense fallback={null}>
            <ShopperFormDialog open shopper={null} onClose={onClose} onSaved={onSaved} />
          </Suspense>
        ),
        confirmClient: ({ shopper, onClose }) => (
          <Suspense fallback={null}>
            <ShopperConfirmDialog shopper={shopper} onClose={onClose} />
          </Suspense>
        ),
        tasks: (order) => <OrderTasks orderId={order.id} />,
        documents: (order) => <OrderDocuments orderId={order.id} />,
        deceasedActions: (order, person) => (
          <DealPassportButton orderId={order.id} orderStatus={order.status} person={person} />
        ),
        history: (order) => (
          <RecordHistory
            modelName="Order"
            recordId={order.id}
            version={`${order.updated_at}|${order.status}|${order.totals.paid}|${order.deceased.length}`}
          />
        ),
      }}
    />
  );
}
