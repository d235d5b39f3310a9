import { listSchema } from '@sp/shared/api/common';
import {
  journalAccountSchema,
  journalAccountsQuerySchema,
  journalEntrySchema,
  journalHistoryQuerySchema,
  journalModelNameSchema,
} from '@sp/shared/api/journal';
import { ADMIN_ONLY, companyOf, staffWith } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

/** SPEC §6: the journal module, read-only (3) is enough to read it; nobody writes it through the API. */
const journalAccess = staffWith('journal', 3);

/**
 * /api/journal/company/ (SPEC §7 Miscellaneous): model_names/, history/ and our accounts/ (the filters' choices).
 * document-download-history/ is served with the documents (documents.routes.ts), and the documents module says who
 * downloaded (accounts/?of=downloads): the downloads are its records.
 */
export function registerJournalRoutes(app: ApiApp, services: Services): void {
  const { journal } = services;
  const base = '/api/journal/company/';
  const tags = ['journal'];

  app.get(
    `${base}model_names/`,
    {
      config: journalAccess,
      schema: {
        tags,
        description:
          'The record types present in the company’s journal: value (model) and its Russian label.',
        response: { 200: listSchema(journalModelNameSchema) },
      },
    },
    (request) => journal.modelNames(companyOf(request).companyId),
  );

  app.get(
    `${base}accounts/`,
    {
      config: journalAccess,
      schema: {
        tags,
        description:
          'The choices of the journal’s account filters: who made changes in the company (of=changes, the default; employees, former ones too) or who downloaded its documents (of=downloads).',
        querystring: journalAccountsQuerySchema,
        response: { 200: listSchema(journalAccountSchema) },
      },
    },
    (request) => {
      const { companyId } = companyOf(request);
      return request.query.of === 'downloads'
        ? services.documents.downloads.accounts(companyId)
        : journal.accounts(companyId);
    },
  );

  app.get(
    `${base}history/`,
    {
      config: journalAccess,
      schema: {
        tags,
        description:
          'The company’s changes, newest first. Filters: model_name, account (who changed), date_from and date_to (days, Moscow time, both included), record_id, action (create, update, delete). Each change lists its fields with old and new values.',
        querystring: journalHistoryQuerySchema,
        response: { 200: listSchema(journalEntrySchema) },
      },
    },
    (request) => journal.history(companyOf(request).companyId, request.query),
  );

  app.get(
    '/api/admin/journal/history/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'The administrators’ history of any record of the platform (an account’s block, unblock and password reset; a company’s records), newest first, with the same filters as the company’s history; usually model_name and record_id.',
        querystring: journalHistoryQuerySchema,
        response: { 200: listSchema(journalEntrySchema) },
      },
    },
    (request) => journal.history(null, request.query),
  );
}
