/** A card payment's state at the provider, in YooKassa's words (a payment only moves forward). */
export type ProviderStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/** One line of the 54-FZ receipt the provider registers with the payment. */
export type ReceiptItem = {
  description: string;
  quantity: number;
  /** the price of one unit (YooKassa's item amount is per unit, not the line's total) */
  amountKopecks: number;
  /** YooKassa's vat_code: 1 «без НДС» … 12 (see config PAYMENT_VAT_CODE) */
  vatCode: number;
};

export type CreatePaymentInput = {
  /** ours, stable per our payment row: a retry with it must not create a second payment */
  idempotenceKey: string;
  amountKopecks: number;
  description: string;
  /** where the provider's page sends the payer back */
  returnUrl: string;
  /** ties the provider's payment to our record, e.g. { payment_id: '12' } */
  metadata: Record<string, string>;
  receipt: { email?: string; phone?: string; items: ReceiptItem[] };
};

export type ProviderPayment = {
  providerId: string;
  status: ProviderStatus;
  amountKopecks: number;
  currency: string;
  paid: boolean;
  metadata: Record<string, string>;
  /** the provider's page where the payer pays; null once there is nothing to confirm */
  confirmationUrl: string | null;
};

export type RefundInput = {
  providerPaymentId: string;
  amountKopecks: number;
  idempotenceKey: string;
  description: string;
};

export type ProviderRefund = { refundId: string; status: 'pending' | 'succeeded' | 'canceled' };

export interface PaymentProvider {
  readonly name: 'yookassa' | 'test';
  create(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** the provider's own record: the only truth we act on (a notification is only a hint to ask) */
  get(providerId: string): Promise<ProviderPayment>;
  capture(providerId: string, amountKopecks: number, idempotenceKey: string): Promise<ProviderPayment>;
  cancel(providerId: string, idempotenceKey: string): Promise<ProviderPayment>;
  refund(input: RefundInput): Promise<ProviderRefund>;
}

/**
 * 'unavailable': no answer we can act on (network, timeout, 5xx, 429, «still processing»); the outcome is
 * unknown, so retry with the same idempotence key. 'refused': the provider said no (4xx). 'not_found': no
 * such payment at the provider.
 */
export type PaymentProviderErrorKind = 'unavailable' | 'refused' | 'not_found';

export class PaymentProviderError extends Error {
  constructor(
    readonly kind: PaymentProviderErrorKind,
    message: string,
    /** the provider's error code, e.g. 'invalid_request' */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
