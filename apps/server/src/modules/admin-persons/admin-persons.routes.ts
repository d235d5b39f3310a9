import {
  adminPersonSchema,
  adminPersonsQuerySchema,
  attributeDeletedSchema,
  attributeParamsSchema,
  givenAttributeSchema,
  personAttributeBodySchema,
  personAttributeSchema,
  personAttributesQuerySchema,
  personAttributeValueBodySchema,
  unboundDeleteBodySchema,
  unboundDeletedSchema,
  unboundLinkBodySchema,
  unboundLinkedSchema,
  unboundPersonSchema,
} from '@sp/shared/api/admin-persons';
import { idParamSchema, listQuerySchema, listSchema } from '@sp/shared/api/common';
import { z } from 'zod';
import { ADMIN_ONLY, authOf } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

const tags = ['admin'];
const givenList = z.array(givenAttributeSchema);

/**
 * The administrator's persons directory (SPEC §6 «persons directory and attributes», issue 16): the attributes
 * (/api/admin/attributes-person/), every person (/api/admin/persons/) and the persons linked nowhere
 * (/api/admin/persons-unbound/).
 */
export function registerAdminPersonsRoutes(app: ApiApp, services: Services): void {
  const { personAttributes: attributes, adminPersons, unboundPersons } = services;
  const admin = (request: Parameters<typeof authOf>[0]) => authOf(request).accountId;

  app.get(
    '/api/admin/attributes-person/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description: 'The directory’s attributes by name, each with how many persons have it.',
        querystring: personAttributesQuerySchema,
        response: { 200: listSchema(personAttributeSchema) },
      },
    },
    (request) => attributes.list(request.query),
  );
  app.post(
    '/api/admin/attributes-person/',
    {
      config: ADMIN_ONLY,
      schema: { tags, body: personAttributeBodySchema, response: { 201: personAttributeSchema } },
    },
    async (request, reply) => reply.status(201).send(await attributes.create(admin(request), request.body)),
  );
  app.put(
    '/api/admin/attributes-person/:id/',
    {
      config: { ...ADMIN_ONLY, answers: [404] },
      schema: {
        tags,
        params: idParamSchema,
        body: personAttributeBodySchema,
        response: { 200: personAttributeSchema },
      },
    },
    (request) => attributes.update(admin(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/attributes-person/:id/',
    {
      config: { ...ADMIN_ONLY, answers: [404] },
      schema: {
        tags,
        description:
          'Deletes the attribute and takes it from every person who had it; answers how many had it.',
        params: idParamSchema,
        response: { 200: attributeDeletedSchema },
      },
    },
    (request) => attributes.remove(admin(request), request.params.id),
  );

  app.get(
    '/api/admin/persons/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'Every person of the platform by name, life, owner kind, memory page and attribute, with where it is linked.',
        querystring: adminPersonsQuerySchema,
        response: { 200: listSchema(adminPersonSchema) },
      },
    },
    (request) => adminPersons.list(request.query),
  );
  app.get(
    '/api/admin/persons/:id/',
    {
      config: { ...ADMIN_ONLY, answers: [404] },
      schema: { tags, params: idParamSchema, response: { 200: adminPersonSchema } },
    },
    (request) => adminPersons.get(request.params.id),
  );
  app.put(
    '/api/admin/persons/:id/attributes/:attributeId/',
    {
      config: { ...ADMIN_ONLY, answers: [404] },
      schema: {
        tags,
        description:
          'Gives the person the attribute or changes its value; answers its attributes. Journalled.',
        params: attributeParamsSchema,
        body: personAttributeValueBodySchema,
        response: { 200: givenList },
      },
    },
    (request) =>
      attributes.give(admin(request), request.params.id, request.params.attributeId, request.body.value),
  );
  app.delete(
    '/api/admin/persons/:id/attributes/:attributeId/',
    {
      config: { ...ADMIN_ONLY, answers: [404] },
      schema: {
        tags,
        description: 'Takes the attribute from the person; answers its attributes. Journalled.',
        params: attributeParamsSchema,
        response: { 200: givenList },
      },
    },
    (request) => attributes.take(admin(request), request.params.id, request.params.attributeId),
  );

  app.get(
    '/api/admin/persons-unbound/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'Persons in no tree, on no memory page, deal or passport, in no grave; the oldest first.',
        querystring: listQuerySchema,
        response: { 200: listSchema(unboundPersonSchema) },
      },
    },
    (request) => unboundPersons.list(request.query),
  );
  app.post(
    '/api/admin/persons-unbound/delete/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'Deletes those of the persons still unbound at that moment (one bound meanwhile stays); how many. Journalled.',
        body: unboundDeleteBodySchema,
        response: { 200: unboundDeletedSchema },
      },
    },
    (request) => unboundPersons.remove(admin(request), request.body.ids),
  );
  app.post(
    '/api/admin/persons-unbound/:id/link/',
    {
      config: { ...ADMIN_ONLY, answers: [404, 409] },
      schema: {
        tags,
        description:
          'Without a login: into its owning account’s tree. With one: handed to that account (the person moves) and into its tree. Journalled.',
        params: idParamSchema,
        body: unboundLinkBodySchema,
        response: { 200: unboundLinkedSchema },
      },
    },
    (request) => unboundPersons.link(admin(request), request.params.id, request.body.login),
  );
}
