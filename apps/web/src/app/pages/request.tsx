import { OrderFromRequestButton } from '../../features/orders/components/order-from-request';
import { RequestPage } from '../../features/requests/pages/request-page';

/** /app/requests/{id} with the orders feature's «Создать сделку». */
export function RequestRoute() {
  return <RequestPage actions={(requestId) => <OrderFromRequestButton requestId={requestId} />} />;
}
