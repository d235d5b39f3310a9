import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  adminBalanceQuerySchema,
  adminBalanceSchema,
  adminCardPaymentSchema,
  adminCardPaymentsQuerySchema,
  cardPaymentSchema,
  correctionBodySchema,
  PAYMENT_MSG,
  payBodySchema,
  payResponseSchema,
  refundBodySchema,
  testPaymentOutcomeBodySchema,
  testPaymentOutcomeResponseSchema,
  testPaymentSchema,
} from '@sp/shared/api/payments';
import { kopecksToRubles } from '@sp/shared/format/money';
import { z } from 'zod';
import { ADMIN_ONLY, authOf, PUBLIC, SIGNED_IN } from '../../platform/access';
import { ApiError, forbidden, notFound } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { createAddressCheck } from '../../platform/payments/notification-addresses';
import { PaymentProviderError } from '../../platform/payments/payment-provider';
import type { Services } from '../../services';
import { billingScope } from '../payments/billing-scope';
import { returnPathOf } from './card-payments.service';

const tags = ['payments'];

/** What YooKassa posts: only the payment's id is read; everything else is asked of its API. */
const notificationSchema = z.looseObject({
  type: z.string(),
  event: z.string(),
  object: z.looseObject({ id: z.string().min(1).max(100) }),
});

/**
 * SPEC §7 "Payments": POST /api/payments/pay/ and the payment's state for the return page (issue 14 §3), the
 * provider's notifications, the «Тестовая оплата» sandbox's page, and the administrators' refunds and corrections.
 */
export function registerCardPaymentRoutes(app: ApiApp, services: Services): void {
  const { cardPayments, db, paymentProvider: provider } = services;
  const fromProvider = createAddressCheck(services.config.payments.notifyAddresses);

  app.post(
    '/api/payments/pay/',
    {
      config: { ...SIGNED_IN, answers: [409, 503] },
      schema: {
        tags,
        description:
          'A card payment at the provider: a top-up of amount_payment (at least 10 ₽), or a tariff, package or invoice at its price (a tariff or package with promo_code: at the discounted price, the code used when the provider confirms; 404/409 when it does not work for the caller); answers the provider’s page to open in the same window.',
        body: payBodySchema,
        response: { 201: payResponseSchema },
      },
    },
    async (request, reply) => {
      const { holder, auth } = await billingScope(request, db, 2);
      return reply
        .status(201)
        .send(await cardPayments.pay({ holder, accountId: auth.accountId }, request.body as never));
    },
  );

  app.get(
    '/api/payments/pay/:id/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'One of the caller’s card payments as the provider last confirmed it (asked again while pending).',
        params: idParamSchema,
        response: { 200: cardPaymentSchema },
      },
    },
    async (request) => cardPayments.status((await billingScope(request, db, 3)).holder, request.params.id),
  );

  app.post(
    '/api/payments/notification/',
    {
      config: { ...PUBLIC, answers: [403, 503] },
      schema: {
        tags,
        description:
          'YooKassa’s notification: accepted from its published addresses only; the payment is read again from its API and applied once. An unknown payment changes nothing.',
        body: notificationSchema,
        response: { 200: z.object({}) },
      },
    },
    async (request, reply) => {
      if (!fromProvider(request.ip)) throw forbidden();
      try {
        await cardPayments.notified(request.body.object.id);
      } catch (error) {
        // YooKassa sends it again for a day until it hears 200: let it, when its API could not be read
        if (error instanceof PaymentProviderError && error.kind === 'unavailable')
          throw new ApiError(503, { detail: PAYMENT_MSG.providerDown });
        throw error;
      }
      return reply.status(200).send({});
    },
  );

  const sandbox = () => {
    if (provider.name !== 'test') throw notFound();
    return provider;
  };
  app.get(
    '/api/payments/test-provider/:provider_id/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'The «Тестовая оплата» sandbox’s payment of the caller (outside production, without YooKassa).',
        params: z.object({ provider_id: z.string().min(1).max(100) }),
        response: { 200: testPaymentSchema },
      },
    },
    async (request) => {
      const test = sandbox();
      const { holder } = await billingScope(request, db, 3);
      await cardPayments.byProviderId(holder, request.params.provider_id);
      const payment = await test.details(request.params.provider_id);
      return {
        provider_id: payment.providerId,
        amount: kopecksToRubles(payment.amountKopecks),
        description: payment.description,
        status: payment.status,
      };
    },
  );
  app.post(
    '/api/payments/test-provider/:provider_id/',
    {
      config: { ...SIGNED_IN, answers: [409] },
      schema: {
        tags,
        description:
          'The sandbox’s page pays or cancels; the payment is applied as a notification would; answers where to go back.',
        params: z.object({ provider_id: z.string().min(1).max(100) }),
        body: testPaymentOutcomeBodySchema,
        response: { 200: testPaymentOutcomeResponseSchema },
      },
    },
    async (request) => {
      const test = sandbox();
      const { holder } = await billingScope(request, db, 3);
      const row = await cardPayments.byProviderId(holder, request.params.provider_id);
      try {
        await test.complete(request.params.provider_id, request.body.outcome);
      } catch (error) {
        if (error instanceof PaymentProviderError)
          throw new ApiError(409, { detail: PAYMENT_MSG.alreadyFinished });
        throw error;
      }
      await cardPayments.refresh(row);
      // back on this site, where the sandbox's page is: a path
      return { return_url: returnPathOf(row) };
    },
  );

  registerAdminRoutes(app, services);
}

function registerAdminRoutes(app: ApiApp, services: Services): void {
  const { paymentsAdmin } = services;
  app.get(
    '/api/admin/payments/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description: 'Card payments, newest first; by status, and a search by the holder’s name or e-mail.',
        querystring: adminCardPaymentsQuerySchema,
        response: { 200: listSchema(adminCardPaymentSchema) },
      },
    },
    (request) => paymentsAdmin.list(request.query),
  );
  app.post(
    '/api/admin/payments/:id/refund/',
    {
      config: { ...ADMIN_ONLY, answers: [402, 502] },
      schema: {
        tags,
        description:
          'Gives money back to the card: it leaves the holder’s balance (402 when already spent), then the provider is asked; if it refuses, the money comes back (502).',
        params: idParamSchema,
        body: refundBodySchema,
        response: { 200: adminCardPaymentSchema },
      },
    },
    (request) => paymentsAdmin.refund(authOf(request).accountId, request.params.id, request.body),
  );
  app.get(
    '/api/admin/balance/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description: 'A family’s or a company’s balance, for a correction.',
        querystring: adminBalanceQuerySchema,
        response: { 200: adminBalanceSchema },
      },
    },
    (request) =>
      paymentsAdmin.balanceOf(
        request.query.company_id !== undefined
          ? { companyId: request.query.company_id }
          : { accountId: request.query.account_id as number },
      ),
  );
  app.post(
    '/api/admin/balance-corrections/',
    {
      config: { ...ADMIN_ONLY, answers: [402] },
      schema: {
        tags,
        description:
          'Corrects a balance with a reason: a credit at once, a debit as far as the balance goes (402 beyond it).',
        body: correctionBodySchema,
        response: { 200: adminBalanceSchema },
      },
    },
    (request) => paymentsAdmin.correct(authOf(request).accountId, request.body),
  );
}
