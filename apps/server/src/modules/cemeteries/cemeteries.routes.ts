import {
  areaBodySchema,
  areaSchema,
  areaUpdateSchema,
  bboxSchema,
  burialsSearchQuerySchema,
  CEMETERY_MSG,
  cemeteriesQuerySchema,
  cemeteryBodySchema,
  cemeterySchema,
  directoryAnswerSchema,
  foundBurialSchema,
  graveBodySchema,
  graveMarkerSchema,
  graveParametersAnswerSchema,
  graveParametersBodySchema,
  gravesInBoxSchema,
  gravesQuerySchema,
  mapSettingsSchema,
  placeBodySchema,
  placeParametersBodySchema,
  placeSchema,
  publicGraveSchema,
  unconfirmedGraveSchema,
  unconfirmedGravesQuerySchema,
} from '@sp/shared/api/cemeteries';
import { idParamSchema, listSchema } from '@sp/shared/api/common';
import { hasModuleLevel } from '@sp/shared/permissions/check';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMIN_ONLY, authOf, companyBlocked, PUBLIC, SIGNED_IN } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import { fieldError, forbidden } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { isUserMode, ownerScope } from '../../platform/owner';
import { readUpload } from '../../platform/uploads';
import type { Services } from '../../services';
import type { Governor } from './cemeteries.service';

const tags = ['cemeteries'];
const base = '/api/cemeteries/';

/**
 * Who may change cemeteries on a request: an administrator, or the staff of a municipal organisation with the
 * «serial_number» module read-write (its owner always), for the cemeteries it governs; null for anyone else.
 */
export function governorOf(request: FastifyRequest): Governor | null {
  const auth = authOf(request);
  if (auth.userType === USER_TYPE.admin) return { admin: true };
  const staff = auth.userType === USER_TYPE.company || auth.userType === USER_TYPE.manager;
  if (!staff || isUserMode(request) || auth.companyType !== 'MUNICIPAL' || auth.companyId === null)
    return null;
  const blocked = companyBlocked(auth);
  if (blocked) throw blocked;
  if (!hasModuleLevel(auth.actor, 'serial_number', 2)) return null;
  return { admin: false, companyId: auth.companyId };
}

function mustGovern(request: FastifyRequest): Governor {
  const governor = governorOf(request);
  if (!governor) throw forbidden();
  return governor;
}

/** SPEC §7 "Geo and cemeteries" (issue 15 §1). */
export function registerCemeteryRoutes(app: ApiApp, services: Services): void {
  const { cemeteries, burials } = services;

  app.get(
    `${base}cemeteries/`,
    {
      config: PUBLIC,
      schema: {
        tags,
        description:
          'Cemeteries by name, city, governing organisation (municipal_company_id) or the map’s box (bbox=minLng,minLat,maxLng,maxLat, ≤ 2° a side).',
        querystring: cemeteriesQuerySchema,
        response: { 200: listSchema(cemeterySchema) },
      },
    },
    (request) => cemeteries.list(request.query),
  );
  app.get(
    `${base}cemeteries/:id/`,
    { config: PUBLIC, schema: { tags, params: idParamSchema, response: { 200: cemeterySchema } } },
    (request) => cemeteries.get(request.params.id),
  );
  app.post(
    `${base}cemeteries/`,
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description: 'A cemetery, and the municipal organisation that governs it.',
        body: cemeteryBodySchema,
        response: { 201: cemeterySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await cemeteries.create(request.body as never)),
  );
  app.put(
    `${base}cemeteries/:id/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'Its governing organisation (staff with «serial_number» read-write) or an administrator edits it; only an administrator changes who governs it.',
        params: idParamSchema,
        body: cemeteryBodySchema,
        response: { 200: cemeterySchema },
      },
    },
    (request) => cemeteries.update(mustGovern(request), request.params.id, request.body as never),
  );
  app.delete(
    `${base}cemeteries/:id/`,
    {
      config: { ...ADMIN_ONLY, answers: [409] },
      schema: { tags, params: idParamSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      await cemeteries.remove(request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    `${base}areas/`,
    {
      config: PUBLIC,
      schema: {
        tags,
        description: 'The areas drawn inside a cemetery.',
        querystring: z.object({ cemetery_id: z.coerce.number().int().positive() }),
        response: { 200: z.array(areaSchema) },
      },
    },
    (request) => cemeteries.areas(request.query.cemetery_id),
  );
  app.post(
    `${base}areas/`,
    {
      config: SIGNED_IN,
      schema: { tags, body: areaBodySchema, response: { 201: areaSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await cemeteries.createArea(mustGovern(request), request.body as never)),
  );
  app.delete(
    `${base}areas/:id/`,
    { config: SIGNED_IN, schema: { tags, params: idParamSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await cemeteries.removeArea(mustGovern(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    `${base}graves/`,
    {
      config: PUBLIC,
      schema: {
        tags,
        description:
          'The graves in the map’s box (at most 500), or, when it holds more, their counts on a grid for clustering.',
        querystring: gravesQuerySchema,
        response: { 200: gravesInBoxSchema },
      },
    },
    (request) => cemeteries.inBox(request.query),
  );
  app.post(
    `${base}graves/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'A grave: confirmed when its cemetery’s governor or an administrator makes it, otherwise proposed («не подтверждено») until they confirm it.',
        body: graveBodySchema,
        response: { 201: graveMarkerSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const governor = governorOf(request);
      const { owner } = ownerScope(request, 'persons', 2);
      const row = await cemeteries.createGrave(
        { governor, accountId: auth.accountId, companyId: owner.companyId ?? null },
        request.body as never,
      );
      return reply.status(201).send({
        id: row.id,
        cemetery_id: row.cemeteryId,
        number: row.number,
        location: row.location,
        status: row.status as 'free',
        confirmed: row.confirmed,
      });
    },
  );
  app.post(
    `${base}graves/:id/confirm/`,
    { config: SIGNED_IN, schema: { tags, params: idParamSchema, response: { 200: graveMarkerSchema } } },
    (request) => cemeteries.confirmGrave(mustGovern(request), request.params.id),
  );
  app.delete(
    `${base}graves/:id/`,
    {
      config: { ...SIGNED_IN, answers: [409] },
      schema: { tags, params: idParamSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      await cemeteries.removeGrave(mustGovern(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    `${base}unconfirmed-graves/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'The proposed graves («не подтверждено») waiting in the cemeteries the caller governs (an administrator: every cemetery), the newest first.',
        querystring: unconfirmedGravesQuerySchema,
        response: { 200: listSchema(unconfirmedGraveSchema) },
      },
    },
    (request) => cemeteries.unconfirmed(mustGovern(request), request.query),
  );

  app.get(
    `${base}place-grave/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'A grave’s places and who lies in each.',
        querystring: z.object({ grave_id: z.coerce.number().int().positive() }),
        response: { 200: z.array(placeSchema) },
      },
    },
    (request) => burials.places(request.query.grave_id),
  );
  app.post(
    `${base}place-grave/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'The caller’s deceased person in a free place of a grave (a person is buried once).',
        body: placeBodySchema,
        response: { 201: z.array(placeSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await burials.bury(ownerScope(request, 'persons', 2).owner, request.body as never)),
  );
  app.get(
    `${base}public-place-grave/:id/`,
    {
      config: PUBLIC,
      schema: {
        tags,
        description:
          'What a guest sees of a grave: where it is, its cemetery, the deceased buried there and their public memory pages.',
        params: idParamSchema,
        response: { 200: publicGraveSchema },
      },
    },
    (request) => burials.publicCard(request.params.id),
  );

  app.get(
    `${base}public-place-grave/`,
    {
      config: PUBLIC,
      schema: {
        tags,
        description:
          'The grave of a public memory page’s person («Место захоронения»); 404 when none is known.',
        querystring: z.object({ memory_page_id: z.coerce.number().int().positive() }),
        response: { 200: publicGraveSchema.nullable() },
      },
    },
    async (request) => {
      const graveId = await burials.graveOfPublicPage(request.query.memory_page_id);
      return graveId === null ? null : burials.publicCard(graveId);
    },
  );
  app.get(
    `${base}public-burials/`,
    {
      config: PUBLIC,
      schema: {
        tags,
        description:
          'The deceased buried in the platform’s graves, by name, cemetery and year of death; never the living.',
        querystring: burialsSearchQuerySchema,
        response: { 200: listSchema(foundBurialSchema) },
      },
    },
    (request) => burials.search(request.query),
  );

  app.get(
    `${base}directory/`,
    {
      config: PUBLIC,
      schema: {
        tags,
        description:
          'Cemeteries around the map: the platform’s own, and, with MAPS_DIRECTORY_KEY set, up to 30 the maps directory knows (asked by the server; the key never reaches the browser).',
        querystring: z.object({ bbox: bboxSchema }),
        response: { 200: directoryAnswerSchema },
      },
    },
    (request) => cemeteries.around(request.query.bbox, services.mapsDirectory),
  );

  app.get(
    '/api/public/map-settings/',
    {
      config: PUBLIC,
      schema: {
        tags,
        description: 'The map tiles (MAP_TILES_URL) and their credit (MAP_ATTRIBUTION) the web app draws.',
        response: { 200: mapSettingsSchema },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .send({ tiles_url: services.config.mapTiles.url, attribution: services.config.mapTiles.attribution }),
  );

  app.put(
    `${base}areas/:id/`,
    {
      config: SIGNED_IN,
      schema: { tags, params: idParamSchema, body: areaUpdateSchema, response: { 200: areaSchema } },
    },
    (request) => cemeteries.updateArea(mustGovern(request), request.params.id, request.body),
  );
  app.get(
    `${base}parameters-graves/:id/`,
    {
      config: PUBLIC,
      schema: {
        tags,
        description: 'A grave’s parameters and places.',
        params: idParamSchema,
        response: { 200: graveParametersAnswerSchema },
      },
    },
    (request) => cemeteries.parameters(request.params.id),
  );
  app.put(
    `${base}parameters-graves/:id/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'Its cemetery’s governor changes a grave’s parameters, status and places (never fewer than taken).',
        params: idParamSchema,
        body: graveParametersBodySchema,
        response: { 200: graveParametersAnswerSchema },
      },
    },
    (request) => cemeteries.setParameters(mustGovern(request), request.params.id, request.body),
  );
  app.post(
    `${base}parameters-graves/:id/photo/`,
    {
      config: { ...SIGNED_IN, upload: { files: ['photo'] } },
      schema: {
        tags,
        description:
          'multipart/form-data with one image in `photo` (JPEG, PNG or WebP, checked by its bytes; 10 MB at most by default): its cemetery’s governor sets or replaces the grave’s photo, public like the grave. The photo it replaces is removed.',
        params: idParamSchema,
        response: { 200: graveParametersAnswerSchema },
      },
    },
    async (request) => {
      const governor = mustGovern(request);
      const upload = await readUpload(request, services.config.maxUploadBytes);
      if (upload.file?.field !== 'photo') throw fieldError('photo', CEMETERY_MSG.photoRequired);
      return cemeteries.setPhoto(governor, request.params.id, upload.file.data);
    },
  );
  app.delete(
    `${base}parameters-graves/:id/photo/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'Its cemetery’s governor removes the grave’s photo (and its files).',
        params: idParamSchema,
        response: { 200: graveParametersAnswerSchema },
      },
    },
    (request) => cemeteries.removePhoto(mustGovern(request), request.params.id),
  );
  app.put(
    `${base}parameters-place-grave/:id/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'A burial’s date, by the buried person’s owner.',
        params: idParamSchema,
        body: placeParametersBodySchema,
        response: { 200: z.array(placeSchema) },
      },
    },
    (request) =>
      burials.setBurialDate(
        ownerScope(request, 'persons', 2).owner,
        request.params.id,
        request.body.burial_date,
      ),
  );
  app.delete(
    `${base}place-grave/:id/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'The buried person’s owner takes the burial out.',
        params: idParamSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await burials.unbury(ownerScope(request, 'persons', 2).owner, request.params.id);
      return reply.status(204).send();
    },
  );
}
