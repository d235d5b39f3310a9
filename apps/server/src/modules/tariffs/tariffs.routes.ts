import { idParamSchema, listQuerySchema, listSchema } from '@sp/shared/api/common';
import {
  autoRenewBodySchema,
  buyPackageBodySchema,
  buyTariffBodySchema,
  currentTariffSchema,
  packageBodySchema,
  packageSchema,
  packagesQuerySchema,
  purchaseSchema,
  tariffBodySchema,
  tariffSchema,
} from '@sp/shared/api/tariffs';
import { z } from 'zod';
import { ADMIN_ONLY, PUBLIC, SIGNED_IN } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';
import { billingScope } from '../payments/billing-scope';

const tags = ['tariffs'];

/**
 * SPEC §7 "Payments": the tariffs and additional packages one may choose (type 1 users, 2 companies), and the
 * administrator's catalogue of them (SPEC §6: /api/admin tariffs, additional packages).
 */
export function registerTariffRoutes(app: ApiApp, services: Services): void {
  const { tariffs, purchases } = services;
  registerPurchaseRoutes(app, purchases, services.db);

  for (const [path, audience] of [
    ['/api/public/tariffs/user-plane/', 1],
    ['/api/public/tariffs/company-plane/', 2],
  ] as const) {
    app.get(
      path,
      {
        config: PUBLIC,
        schema: {
          tags,
          description: `The tariffs of ${audience === 1 ? 'a family’s account' : 'a company'} one may choose now, the free one first; prices in rubles, limits null for none.`,
          response: { 200: z.array(tariffSchema) },
        },
      },
      () => tariffs.publicTariffs(audience),
    );
  }
  app.get(
    '/api/public/tariffs/additional-package/',
    {
      config: PUBLIC,
      schema: {
        tags,
        description: 'The additional packages one may buy now (type 1 users, 2 companies; both without it).',
        querystring: packagesQuerySchema,
        response: { 200: z.array(packageSchema) },
      },
    },
    (request) => tariffs.publicPackages(request.query.type),
  );

  const admin = [
    { path: '/api/admin/tariffs/', schema: tariffSchema, body: tariffBodySchema, what: 'tariff' },
    {
      path: '/api/admin/packets/',
      schema: packageSchema,
      body: packageBodySchema,
      what: 'additional package',
    },
  ] as const;
  for (const { path, schema, body, what } of admin) {
    const isTariff = what === 'tariff';
    app.get(
      path,
      {
        config: ADMIN_ONLY,
        schema: {
          tags,
          description: `Every ${what}, archived ones too.`,
          response: { 200: z.array(schema) },
        },
      },
      () => (isTariff ? tariffs.allTariffs() : tariffs.allPackages()),
    );
    app.post(
      path,
      {
        config: ADMIN_ONLY,
        schema: { tags, description: `A new ${what}.`, body, response: { 201: schema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await (isTariff
              ? tariffs.saveTariff(null, request.body as z.input<typeof tariffBodySchema>)
              : tariffs.savePackage(null, request.body as z.input<typeof packageBodySchema>)),
          ),
    );
    app.get(
      `${path}:id/`,
      {
        config: ADMIN_ONLY,
        schema: { tags, description: `One ${what}.`, params: idParamSchema, response: { 200: schema } },
      },
      (request) => (isTariff ? tariffs.tariff(request.params.id) : tariffs.package(request.params.id)),
    );
    app.put(
      `${path}:id/`,
      {
        config: ADMIN_ONLY,
        schema: {
          tags,
          description: `Changes a ${what}; archiving it (is_archive) takes it off the public list, purchases keep it.`,
          params: idParamSchema,
          body,
          response: { 200: schema },
        },
      },
      (request) =>
        isTariff
          ? tariffs.saveTariff(request.params.id, request.body as z.input<typeof tariffBodySchema>)
          : tariffs.savePackage(request.params.id, request.body as z.input<typeof packageBodySchema>),
    );
  }
}

/**
 * The caller's tariff and purchases: a family's account its own; company staff their company's (the tariffs
 * module: read-only to read, read-write to buy), or their own account in user mode.
 */
function registerPurchaseRoutes(app: ApiApp, purchases: Services['purchases'], db: Services['db']): void {
  app.get(
    '/api/payments/tariff/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'The tariff the caller’s account or company holds now (the free one of its side, dates null, when no paid one runs), the paid one to follow, the packages that run and the limits they make together.',
        response: { 200: currentTariffSchema },
      },
    },
    async (request) => purchases.current((await billingScope(request, db, 3)).holder),
  );
  app.patch(
    '/api/payments/tariff/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'Turns auto-renewal of the paid tariff held now (and of the one bought to follow it) on or off; answers the tariff as GET does.',
        body: autoRenewBodySchema,
        response: { 200: currentTariffSchema },
      },
    },
    async (request) => {
      const { holder } = await billingScope(request, db, 2);
      return purchases.setAutoRenew(holder, request.body.auto_renew);
    },
  );
  app.post(
    '/api/payments/tariff/',
    {
      config: { ...SIGNED_IN, answers: [402, 409] },
      schema: {
        tags,
        description:
          'Buys a tariff of the caller’s side from the balance; it starts when the paid one running ends. 402 when the balance does not cover it. With promo_code the discounted price is paid (404 when the code does not work, 409 under promo_code when the caller may not use it).',
        body: buyTariffBodySchema,
        response: { 201: purchaseSchema },
      },
    },
    async (request, reply) => {
      const { holder: owner, auth } = await billingScope(request, db, 2);
      const bought = await purchases.buyTariff(
        owner,
        request.body.tariff_id,
        request.body.auto_renew,
        auth.accountId,
        { promoCode: request.body.promo_code },
      );
      return reply.status(201).send(bought);
    },
  );
  app.post(
    '/api/payments/package/',
    {
      config: { ...SIGNED_IN, answers: [402, 409] },
      schema: {
        tags,
        description:
          'Buys an additional package of the caller’s side from the balance; it runs at once. 402 when the balance does not cover it. With promo_code the discounted price is paid (404 when the code does not work, 409 under promo_code when the caller may not use it).',
        body: buyPackageBodySchema,
        response: { 201: purchaseSchema },
      },
    },
    async (request, reply) => {
      const { holder: owner, auth } = await billingScope(request, db, 2);
      return reply.status(201).send(
        await purchases.buyPackage(owner, request.body.package_id, auth.accountId, {
          promoCode: request.body.promo_code,
        }),
      );
    },
  );
  app.get(
    '/api/purchases/user/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'Everything the caller’s account or company bought, newest first.',
        querystring: listQuerySchema,
        response: { 200: listSchema(purchaseSchema) },
      },
    },
    async (request) => purchases.list((await billingScope(request, db, 3)).holder, request.query),
  );
}
