import { idParamSchema, listSchema } from '@sp/shared/api/common';
import { FAMILY_TREE_MSG } from '@sp/shared/api/family-tree';
import {
  PERSON_MSG,
  type PersonFields,
  personCreateSchema,
  personFieldsSchema,
  personListQuerySchema,
  personSchema,
  personSearchQuerySchema,
  removeFromTreeBodySchema,
} from '@sp/shared/api/persons';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf, type Level, SIGNED_IN } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import { fieldError } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { ownerScope } from '../../platform/owner';
import { parseFields, readUpload } from '../../platform/uploads';
import type { Services } from '../../services';
import type { UploadedFile } from '../files/media.service';
import type { AvatarChange, PersonScope } from './persons.service';

const tags = ['family persons'];
const BASE = '/api/family/person/';

/**
 * The owner the caller acts for and who acts. SPEC §6 on persons: an account manages its own (user mode); company
 * staff manage the company's with the persons module, 3 to read, 2 to write, 1 to delete.
 */
function actingFor(request: FastifyRequest, level: Level): PersonScope {
  const { owner, auth } = ownerScope(request, 'persons', level);
  return { owner, accountId: auth.accountId };
}

const FORM_DESCRIPTION =
  'multipart/form-data (or JSON without a photo): last_name, first_name, patronymic (letters of any alphabet), ' +
  'name_prefix, name_suffix, nickname, gender (male, female, x, unknown), date_birth and date_death as "1950", ' +
  '"1950-03" or "1950-03-12" with their date_*_qualifier (exact, about, calculated, estimated, before, after, ' +
  'between, from_to, to, phrase), date_*_to (the end of between and from_to), date_*_calendar (gregorian, ' +
  'julian) and date_*_phrase (the source’s words); birth_place, city, burial_city, burial_place, note; ' +
  'other_names and facts as lists (JSON text in multipart), each replacing the person’s when sent; the photo ' +
  'as the file `avatar` (JPG, PNG, WebP, 10 MB at most). ';

/** The text fields and the photo of a create or an edit, from multipart or JSON. */
async function readPersonBody(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: Record<string, unknown>; avatar: AvatarChange }> {
  if (request.isMultipart()) {
    const upload = await readUpload(request, maxBytes);
    if (upload.file && upload.file.field !== 'avatar')
      throw fieldError(upload.file.field, PERSON_MSG.unknownFileField);
    const file: UploadedFile | null = upload.file;
    const avatar: AvatarChange = file ? { file } : upload.fields.avatar === '' ? 'remove' : undefined;
    return { fields: upload.fields, avatar };
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || Array.isArray(body)) return { fields: {}, avatar: undefined };
  return { fields: body, avatar: body.avatar === null || body.avatar === '' ? 'remove' : undefined };
}

/** Multipart values are strings; JSON may send null for "clear", and lists (other_names, facts) as themselves. */
function asStrings(fields: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'avatar') continue;
    if (value === null) out[key] = '';
    else if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
    else if (typeof value === 'object') out[key] = JSON.stringify(value);
  }
  return out;
}

export function registerPersonRoutes(app: ApiApp, services: Services): void {
  const { persons } = services;
  const maxBytes = services.config.maxUploadBytes;

  app.get(
    BASE,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'The caller’s persons (a company’s in company mode). Filters: name (every word), city, burial_city, ' +
          'gender, date_birth and date_death (a year or a partial date, with date_birth_to or date_death_to a ' +
          'range: the days a person’s date may stand for overlap it; «около» reaches 2 years either way, «до» and ' +
          '«после» everything before or after, «между» and «с … по» their range), ' +
          'has_memory_pages, in_tree (true/false); sort last_name, date_birth, date_death, created_at ' +
          '(-field descending); offset, limit.',
        querystring: personListQuerySchema,
        response: { 200: listSchema(personSchema) },
      },
    },
    (request) => persons.list(actingFor(request, 3).owner, request.query),
  );

  app.get(
    '/api/family/search_person/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'The caller’s persons whose name holds every word of `query`, best matches first (20 at most).',
        querystring: personSearchQuerySchema,
        response: { 200: listSchema(personSchema) },
      },
    },
    (request) => persons.search(actingFor(request, 3).owner, request.query.query, request.query.limit),
  );

  app.get(
    `${BASE}:id/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'The caller’s person, or a deceased person in the caller’s tree; a living person only to its owner.',
        params: idParamSchema,
        response: { 200: personSchema },
      },
    },
    (request) => persons.get(actingFor(request, 3).owner, request.params.id),
  );

  app.put(
    BASE,
    {
      config: {
        ...SIGNED_IN,
        answers: [402],
        upload: { files: ['avatar'], fields: personCreateSchema, fileOptional: true, json: true },
      },
      schema: {
        tags,
        description: `${FORM_DESCRIPTION}Only the filled fields are sent; first_name is required.`,
        response: { 201: personSchema },
      },
    },
    async (request, reply) => {
      const scope = actingFor(request, 2);
      const { fields, avatar } = await readPersonBody(request, maxBytes);
      const values = parseFields(personCreateSchema, asStrings(fields));
      const row = await persons.create(scope, values, avatar && avatar !== 'remove' ? avatar.file : null);
      return reply.status(201).send(await persons.describe([row], scope.owner).then((list) => list[0]));
    },
  );

  app.put(
    `${BASE}:id/`,
    {
      config: {
        ...SIGNED_IN,
        answers: [402],
        upload: { files: ['avatar'], fields: personFieldsSchema, fileOptional: true, json: true },
      },
      schema: {
        tags,
        description: `${FORM_DESCRIPTION}Only the fields sent change; "" clears one; avatar "" (or null in JSON) removes the photo.`,
        params: idParamSchema,
        response: { 200: personSchema },
      },
    },
    async (request) => {
      const scope = actingFor(request, 2);
      const { fields, avatar } = await readPersonBody(request, maxBytes);
      const values: PersonFields = parseFields(personFieldsSchema, asStrings(fields));
      const row = await persons.update(scope, request.params.id, values, avatar);
      return (await persons.describe([row], scope.owner))[0];
    },
  );

  app.delete(
    `${BASE}:id/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'Deletes the person with its tree nodes, their links and its memory page.',
        params: idParamSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await persons.remove(actingFor(request, 1), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/family/person/destroy/:id/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'Takes the person out of the caller’s tree (the node family_node_id and its links); the person stays.',
        params: idParamSchema,
        body: removeFromTreeBodySchema,
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => {
      await services.familyTree.removePersonNode(
        authOf(request).accountId,
        request.params.id,
        request.body.family_node_id,
      );
      return { detail: FAMILY_TREE_MSG.removed };
    },
  );
}
