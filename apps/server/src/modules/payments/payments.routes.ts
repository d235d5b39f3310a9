import { listSchema } from '@sp/shared/api/common';
import { balanceHistoryQuerySchema, balanceMovementSchema, balanceSchema } from '@sp/shared/api/payments';
import { kopecksToRubles } from '@sp/shared/format/money';
import type { FastifyRequest } from 'fastify';
import { SIGNED_IN } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';
import { billingScope } from './billing-scope';

const tags = ['payments'];

/**
 * SPEC §7 "Payments": the caller's balance and its movements. A family's account holds its own; company staff
 * read their company's (the tariffs module, read-only is enough), or their own in user mode.
 */
export function registerPaymentRoutes(app: ApiApp, services: Services): void {
  const { ledger, db } = services;
  const holderOf = async (request: FastifyRequest) => (await billingScope(request, db, 3)).holder;

  app.get(
    '/api/payments/balance/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'The balance in rubles: the sum of every movement of the caller’s account or company.',
        response: { 200: balanceSchema },
      },
    },
    async (request) => ({ balance: kopecksToRubles(await ledger.balance(await holderOf(request))) }),
  );

  app.get(
    '/api/payments/history/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'The balance’s movements, newest first, in rubles (positive: came in); kind and a period (start_date, end_date: days in Moscow time, inclusive).',
        querystring: balanceHistoryQuerySchema,
        response: { 200: listSchema(balanceMovementSchema) },
      },
    },
    async (request) => ledger.history(await holderOf(request), request.query),
  );
}
