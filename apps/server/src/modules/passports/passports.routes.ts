import { idParamSchema, listQuerySchema, listSchema } from '@sp/shared/api/common';
import {
  PASSPORT_MSG,
  passportCommentBodySchema,
  passportCommentSchema,
  passportCountQuerySchema,
  passportDecisionSchema,
  passportRequestBodySchema,
  passportRequestFixSchema,
  passportRequestSchema,
  passportRequestsQuerySchema,
  passportSchema,
  passportUpdateBodySchema,
} from '@sp/shared/api/passports';
import type { Level } from '@sp/shared/permissions/modules';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companyOf, SIGNED_IN, STAFF_TYPES } from '../../platform/access';
import { fileAnswer } from '../../platform/api-document';
import { contentDisposition } from '../../platform/content-disposition';
import { fieldError } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { ownerScope } from '../../platform/owner';
import { readUpload } from '../../platform/uploads';
import type { Services } from '../../services';

const tags = ['passports'];
const PASSPORT_FILE = fileAnswer(
  ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  'The burial passport.',
);
const applicant = '/api/passports/company/';
const municipal = '/api/passports/municipal/';

/** A municipal organisation's staff with the module at the level (SPEC §6). */
const municipalStaff = (module: 'passport_requests' | 'serial_number', level: Level) =>
  ({
    access: { userTypes: STAFF_TYPES, companyTypes: ['MUNICIPAL'], module, level },
  }) as const;

/** The applicant: a family's account, or a company's staff with «Заявки на паспорта» (the owner always). */
const applicantOf = (request: FastifyRequest, level: 2 | 3) => {
  const { owner, auth } = ownerScope(request, 'passport_requests', level);
  return { owner, accountId: auth.accountId };
};

const municipalOf = (request: FastifyRequest) => {
  const { companyId, auth } = companyOf(request);
  return { companyId, accountId: auth.accountId };
};

/** SPEC §7 "Passports" (issue 15 §3): the applicant's side and the municipal organisation's. */
export function registerPassportRoutes(app: ApiApp, services: Services): void {
  const { passports } = services;

  app.get(
    `${applicant}request-passport/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'The caller’s (or its company’s) passport requests, newest first.',
        querystring: passportRequestsQuerySchema,
        response: { 200: listSchema(passportRequestSchema) },
      },
    },
    (request) => passports.myRequests(applicantOf(request, 3).owner, request.query),
  );
  app.get(
    `${applicant}request-passport/:id/`,
    { config: SIGNED_IN, schema: { tags, params: idParamSchema, response: { 200: passportRequestSchema } } },
    (request) => passports.myRequest(applicantOf(request, 3).owner, request.params.id),
  );
  app.post(
    `${applicant}request-passport/`,
    {
      config: { ...SIGNED_IN, answers: [409] },
      schema: {
        tags,
        description:
          'Asks the organisation governing the grave for a passport: a company names its deal (in work, awaiting payment, paid or completed) and a deceased with a memory page; a family its person. A new burial in a grave whose passport the applicant holds is approved by the system.',
        body: passportRequestBodySchema,
        response: { 201: passportRequestSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await passports.request(applicantOf(request, 2), request.body as never)),
  );
  app.put(
    `${applicant}request-passport/:id/`,
    {
      config: { ...SIGNED_IN, answers: [409] },
      schema: {
        tags,
        description: 'A request returned for corrections, corrected: it goes back to «Новая».',
        params: idParamSchema,
        body: passportRequestFixSchema,
        response: { 200: passportRequestSchema },
      },
    },
    (request) => passports.fix(applicantOf(request, 2), request.params.id, request.body as never),
  );
  app.post(
    `${applicant}request-update-burial-passport/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'A change of a passport the caller holds, for the organisation to moderate.',
        body: passportUpdateBodySchema,
        response: { 201: passportRequestSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await passports.requestUpdate(applicantOf(request, 2), request.body as never)),
  );
  app.get(
    `${applicant}burial-passport/`,
    {
      config: SIGNED_IN,
      schema: { tags, querystring: listQuerySchema, response: { 200: listSchema(passportSchema) } },
    },
    (request) => passports.passports({ holder: applicantOf(request, 3).owner }, request.query),
  );
  app.get(
    `${applicant}burial-passport/:id/`,
    { config: SIGNED_IN, schema: { tags, params: idParamSchema, response: { 200: passportSchema } } },
    (request) => passports.passport({ holder: applicantOf(request, 3).owner }, request.params.id),
  );
  app.get(
    `${applicant}comments/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        querystring: z.object({ request_id: z.coerce.number().int().positive() }),
        response: { 200: z.array(passportCommentSchema) },
      },
    },
    (request) => passports.comments({ owner: applicantOf(request, 3).owner }, request.query.request_id),
  );
  app.post(
    `${applicant}comments/`,
    {
      config: SIGNED_IN,
      schema: { tags, body: passportCommentBodySchema, response: { 201: z.array(passportCommentSchema) } },
    },
    async (request, reply) => {
      const scope = applicantOf(request, 2);
      return reply
        .status(201)
        .send(await passports.comment({ owner: scope.owner, accountId: scope.accountId }, request.body));
    },
  );

  app.get(
    `${municipal}request-passport/`,
    {
      config: municipalStaff('passport_requests', 3),
      schema: {
        tags,
        description: 'The requests to the caller’s municipal organisation, newest first.',
        querystring: passportRequestsQuerySchema,
        response: { 200: listSchema(passportRequestSchema) },
      },
    },
    (request) => passports.municipalRequests(municipalOf(request).companyId, request.query),
  );
  app.get(
    `${municipal}request-passport/:id/`,
    {
      config: municipalStaff('passport_requests', 3),
      schema: { tags, params: idParamSchema, response: { 200: passportRequestSchema } },
    },
    (request) => passports.municipalRequest(municipalOf(request).companyId, request.params.id),
  );
  app.put(
    `${municipal}request-passport/:id/`,
    {
      config: { ...municipalStaff('passport_requests', 2), answers: [409] },
      schema: {
        tags,
        description:
          'Moves a request: to review, back for corrections, approved (a passport is issued with the next number of the series, or the change applied) or declined; with a comment.',
        params: idParamSchema,
        body: passportDecisionSchema,
        response: { 200: passportRequestSchema },
      },
    },
    (request) => passports.decide(municipalOf(request), request.params.id, request.body as never),
  );
  app.get(
    `${municipal}burial-passport/`,
    {
      config: municipalStaff('serial_number', 3),
      schema: { tags, querystring: listQuerySchema, response: { 200: listSchema(passportSchema) } },
    },
    (request) => passports.passports({ municipalCompanyId: municipalOf(request).companyId }, request.query),
  );
  app.get(
    `${municipal}burial-passport/:id/`,
    {
      config: municipalStaff('serial_number', 3),
      schema: { tags, params: idParamSchema, response: { 200: passportSchema } },
    },
    (request) =>
      passports.passport({ municipalCompanyId: municipalOf(request).companyId }, request.params.id),
  );
  app.get(
    `${municipal}comments/`,
    {
      config: municipalStaff('passport_requests', 3),
      schema: {
        tags,
        querystring: z.object({ request_id: z.coerce.number().int().positive() }),
        response: { 200: z.array(passportCommentSchema) },
      },
    },
    (request) =>
      passports.comments({ municipalCompanyId: municipalOf(request).companyId }, request.query.request_id),
  );
  app.post(
    `${municipal}comments/`,
    {
      config: municipalStaff('passport_requests', 2),
      schema: { tags, body: passportCommentBodySchema, response: { 201: z.array(passportCommentSchema) } },
    },
    async (request, reply) => {
      const scope = municipalOf(request);
      return reply
        .status(201)
        .send(
          await passports.comment(
            { municipalCompanyId: scope.companyId, accountId: scope.accountId },
            request.body,
          ),
        );
    },
  );
  app.get(
    `${municipal}count/`,
    {
      config: municipalStaff('passport_requests', 3),
      schema: {
        tags,
        description: 'New requests by kind; the sidebar’s badge asks with all three set to 1, every 30 s.',
        querystring: passportCountQuerySchema,
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    (request) => passports.count(municipalOf(request).companyId, request.query),
  );

  const file = (where: 'applicant' | 'municipal') =>
    app.get(
      `${where === 'applicant' ? applicant : municipal}burial-passport/:id/file/`,
      {
        config: {
          ...(where === 'applicant' ? SIGNED_IN : municipalStaff('serial_number', 3)),
          answers: [503],
        },
        schema: {
          tags,
          description:
            'The passport as .docx or PDF (LibreOffice; 503 without it), with a QR code of its grave on the public map.',
          params: idParamSchema,
          querystring: z.object({ format: z.enum(['docx', 'pdf']).default('pdf') }),
          response: { 200: PASSPORT_FILE },
        },
      },
      async (request, reply) => {
        const scope =
          where === 'applicant'
            ? { holder: applicantOf(request, 3).owner }
            : { municipalCompanyId: municipalOf(request).companyId };
        const answer = await passports.document(scope, request.params.id, request.query.format);
        return reply
          .header('content-type', answer.contentType)
          .header(
            'content-disposition',
            contentDisposition(
              'attachment',
              answer.fileName,
              `passport-${request.params.id}.${request.query.format}`,
            ),
          )
          .header('cache-control', 'private, no-store')
          .send(answer.data);
      },
    );
  file('applicant');
  file('municipal');

  app.post(
    `${applicant}request-passport/:id/files/`,
    {
      config: { ...SIGNED_IN, answers: [402, 409], upload: { files: ['file'] } },
      schema: {
        tags,
        description:
          'multipart/form-data with one `file`: a death certificate’s scan, a JPG, PNG or WebP image (re-encoded) or a PDF (checked by its bytes), while the request is open.',
        params: idParamSchema,
        response: { 201: passportRequestSchema },
      },
    },
    async (request, reply) => {
      const scope = applicantOf(request, 2);
      const upload = await readUpload(request, services.config.maxUploadBytes);
      if (!upload.file) throw fieldError('file', PASSPORT_MSG.fileRequired);
      return reply.status(201).send(await passports.attach(scope, request.params.id, upload.file));
    },
  );
  const attached = (where: 'applicant' | 'municipal') =>
    app.get(
      `${where === 'applicant' ? applicant : municipal}request-passport/:id/files/:fileId/`,
      {
        config: (where === 'applicant'
          ? SIGNED_IN
          : municipalStaff('passport_requests', 3)) as typeof SIGNED_IN,
        schema: {
          tags,
          description: 'A file attached to the request, for the applicant and the organisation only.',
          params: z.object({
            id: z.coerce.number().int().positive(),
            fileId: z.coerce.number().int().positive(),
          }),
          response: { 200: fileAnswer(['image/webp', 'application/pdf'], 'The attached file.') },
        },
      },
      async (request, reply) => {
        const party =
          where === 'applicant'
            ? { owner: applicantOf(request, 3).owner }
            : { municipalCompanyId: municipalOf(request).companyId };
        const found = await passports.file(party, request.params.id, request.params.fileId);
        return reply
          .header('content-type', found.mimeType)
          .header(
            'content-disposition',
            contentDisposition('attachment', found.name || 'file', `file-${request.params.fileId}`),
          )
          .header('cache-control', 'private, no-store')
          .send(found.stream);
      },
    );
  attached('applicant');
  attached('municipal');
}
