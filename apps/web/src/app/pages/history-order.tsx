import { HistoryOrderPage } from '../../features/orders/pages/history-order-page';
import { OrderReview } from '../../features/reviews/components/order-review';

/** /app/history-orders/{id} with the reviews feature's review of the deal (the form once it is Выполнена). */
export function HistoryOrderRoute() {
  return <HistoryOrderPage review={(order) => <OrderReview orderId={order.id} status={order.status} />} />;
}
