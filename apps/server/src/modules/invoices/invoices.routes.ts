import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  adminInvoiceSchema,
  invoiceBodySchema,
  invoiceFileQuerySchema,
  invoiceSchema,
  invoicesQuerySchema,
} from '@sp/shared/api/invoices';
import type { FastifyReply } from 'fastify';
import { ADMIN_ONLY, authOf, SIGNED_IN } from '../../platform/access';
import { fileAnswer } from '../../platform/api-document';
import { contentDisposition } from '../../platform/content-disposition';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';
import { billingScope } from '../payments/billing-scope';

const tags = ['invoices'];
const INVOICE_FILE = fileAnswer(
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/pdf'],
  'The invoice’s .docx or PDF.',
);

function sendInvoiceFile(
  reply: FastifyReply,
  file: { data: Buffer; fileName: string; contentType: string },
  id: number,
  format: string,
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition('attachment', file.fileName, `invoice-${id}.${format}`))
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

/**
 * SPEC §7 /api/company/invoices-payment/ (issue 14 §4): a company's invoices (staff with the tariffs module:
 * read-only to read and download, read-write to ask for one or cancel it); administrators' /api/admin/invoices/.
 */
export function registerInvoiceRoutes(app: ApiApp, services: Services): void {
  const { invoices, db } = services;
  const base = '/api/company/invoices-payment/';

  app.get(
    base,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'The company’s invoices, newest first; by status.',
        querystring: invoicesQuerySchema,
        response: { 200: listSchema(invoiceSchema) },
      },
    },
    async (request) => invoices.list((await billingScope(request, db, 3)).holder, request.query),
  );
  app.post(
    base,
    {
      config: { ...SIGNED_IN, answers: [503] },
      schema: {
        tags,
        description:
          'A numbered invoice with its .docx: a top-up by `amount` rubles, or a tariff or package of the company’s side at its price.',
        body: invoiceBodySchema,
        response: { 201: invoiceSchema },
      },
    },
    async (request, reply) => {
      const { holder, auth } = await billingScope(request, db, 2);
      return reply
        .status(201)
        .send(await invoices.create({ holder, accountId: auth.accountId }, request.body as never));
    },
  );
  app.get(
    `${base}:id/file/`,
    {
      config: { ...SIGNED_IN, answers: [503] },
      schema: {
        tags,
        description: 'The invoice as .docx, or as PDF (made when first asked for; 503 without LibreOffice).',
        params: idParamSchema,
        querystring: invoiceFileQuerySchema,
        response: { 200: INVOICE_FILE },
      },
    },
    async (request, reply) => {
      const { holder } = await billingScope(request, db, 3);
      const file = await invoices.file(holder, request.params.id, request.query.format);
      return sendInvoiceFile(reply, file, request.params.id, request.query.format);
    },
  );
  app.post(
    `${base}:id/cancel/`,
    {
      config: { ...SIGNED_IN, answers: [409] },
      schema: {
        tags,
        description: 'Cancels an unpaid invoice (409 when it is paid or cancelled already).',
        params: idParamSchema,
        response: { 200: invoiceSchema },
      },
    },
    async (request) => invoices.cancel((await billingScope(request, db, 2)).holder, request.params.id),
  );

  app.get(
    '/api/admin/invoices/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'Every company’s invoices, newest first; by status, and a search by number, name or INN.',
        querystring: invoicesQuerySchema,
        response: { 200: listSchema(adminInvoiceSchema) },
      },
    },
    (request) => invoices.adminList(request.query),
  );
  app.get(
    '/api/admin/invoices/:id/file/',
    {
      config: { ...ADMIN_ONLY, answers: [503] },
      schema: {
        tags,
        description: 'An invoice’s file.',
        params: idParamSchema,
        querystring: invoiceFileQuerySchema,
        response: { 200: INVOICE_FILE },
      },
    },
    async (request, reply) => {
      const file = await invoices.adminFile(request.params.id, request.query.format);
      return sendInvoiceFile(reply, file, request.params.id, request.query.format);
    },
  );
  app.post(
    '/api/admin/invoices/:id/paid/',
    {
      config: { ...ADMIN_ONLY, answers: [409] },
      schema: {
        tags,
        description:
          'The bank transfer arrived: credits the company’s balance through the ledger once and buys what the invoice was for.',
        params: idParamSchema,
        response: { 200: adminInvoiceSchema },
      },
    },
    (request) => invoices.markPaid(authOf(request).accountId, request.params.id),
  );
}
