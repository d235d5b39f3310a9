import { randomUUID } from 'node:crypto';
import {
  type CreatePaymentInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider';

/** A sandbox payment as its page shows it: what is paid for and where the payer goes back. */
export type TestPaymentRecord = ProviderPayment & { description: string; returnUrl: string };

/** What the sandbox page decides; 'waiting_for_capture' lets a test walk the two-stage path. */
export type TestPaymentOutcome = 'succeeded' | 'canceled' | 'waiting_for_capture';

export type TestPaymentProvider = PaymentProvider & {
  readonly name: 'test';
  /** the payment for the sandbox page; throws 'not_found' */
  details(providerId: string): Promise<TestPaymentRecord>;
  /** the page paid or gave up; a pending payment only, the same outcome again is a no-op */
  complete(providerId: string, outcome: TestPaymentOutcome): Promise<TestPaymentRecord>;
};

type Stored = TestPaymentRecord & { refundedKopecks: number };

/**
 * «Тестовая оплата»: the sandbox that stands in for YooKassa outside production when no keys are set. It
 * follows YooKassa's rules (a payment only moves forward, cancel only while waiting for capture, refunds up to
 * what was paid, the same idempotence key gives the same answer) so the code above it meets the same cases.
 * Payments live in memory: a restart loses them, and the reconciliation then finds the pending ones not found
 * and cancels them, which is acceptable for a sandbox.
 */
export function createTestPaymentProvider(options: {
  confirmationUrl: (providerId: string) => string;
}): TestPaymentProvider {
  const payments = new Map<string, Stored>();
  const createdByKey = new Map<string, string>();
  const refundsByKey = new Map<string, ProviderRefund>();

  function find(providerId: string): Stored {
    const payment = payments.get(providerId);
    if (!payment) throw new PaymentProviderError('not_found', 'test payment not found', 'not_found');
    return payment;
  }

  function refuse(message: string): never {
    throw new PaymentProviderError('refused', `test payment: ${message}`, 'invalid_request');
  }

  function move(payment: Stored, status: ProviderPayment['status']): void {
    payment.status = status;
    payment.paid = status === 'succeeded' || status === 'waiting_for_capture';
    payment.confirmationUrl = status === 'pending' ? options.confirmationUrl(payment.providerId) : null;
  }

  function record(payment: Stored): TestPaymentRecord {
    const { refundedKopecks: _, ...rest } = payment;
    return { ...rest, metadata: { ...rest.metadata } };
  }

  function providerPayment(payment: Stored): ProviderPayment {
    const { description: _d, returnUrl: _r, ...rest } = record(payment);
    return rest;
  }

  function requireAmount(kopecks: number): void {
    if (!Number.isSafeInteger(kopecks) || kopecks <= 0)
      refuse('the amount must be a positive number of kopecks');
  }

  return {
    name: 'test',

    async create(input: CreatePaymentInput) {
      const known = createdByKey.get(input.idempotenceKey);
      if (known) return providerPayment(find(known));
      requireAmount(input.amountKopecks);
      const providerId = randomUUID();
      const payment: Stored = {
        providerId,
        status: 'pending',
        amountKopecks: input.amountKopecks,
        currency: 'RUB',
        paid: false,
        metadata: { ...input.metadata },
        confirmationUrl: options.confirmationUrl(providerId),
        description: input.description,
        returnUrl: input.returnUrl,
        refundedKopecks: 0,
      };
      payments.set(providerId, payment);
      createdByKey.set(input.idempotenceKey, providerId);
      return providerPayment(payment);
    },

    async get(providerId) {
      return providerPayment(find(providerId));
    },

    async capture(providerId, amountKopecks) {
      const payment = find(providerId);
      if (payment.status === 'succeeded') return providerPayment(payment);
      if (payment.status !== 'waiting_for_capture') refuse(`cannot capture a ${payment.status} payment`);
      requireAmount(amountKopecks);
      if (amountKopecks > payment.amountKopecks) refuse('cannot capture more than was authorised');
      payment.amountKopecks = amountKopecks;
      move(payment, 'succeeded');
      return providerPayment(payment);
    },

    async cancel(providerId) {
      const payment = find(providerId);
      if (payment.status === 'canceled') return providerPayment(payment);
      if (payment.status !== 'waiting_for_capture') refuse(`cannot cancel a ${payment.status} payment`);
      move(payment, 'canceled');
      return providerPayment(payment);
    },

    async refund(input) {
      const known = refundsByKey.get(input.idempotenceKey);
      if (known) return { ...known };
      const payment = find(input.providerPaymentId);
      if (payment.status !== 'succeeded') refuse(`cannot refund a ${payment.status} payment`);
      requireAmount(input.amountKopecks);
      if (input.amountKopecks > payment.amountKopecks - payment.refundedKopecks) {
        refuse('cannot refund more than was paid');
      }
      payment.refundedKopecks += input.amountKopecks;
      const refund: ProviderRefund = { refundId: randomUUID(), status: 'succeeded' };
      refundsByKey.set(input.idempotenceKey, refund);
      return { ...refund };
    },

    async details(providerId) {
      return record(find(providerId));
    },

    async complete(providerId, outcome) {
      const payment = find(providerId);
      if (payment.status === outcome) return record(payment);
      if (payment.status !== 'pending') refuse(`the payment is already ${payment.status}`);
      move(payment, outcome);
      return record(payment);
    },
  };
}
