import { idParamSchema } from '@sp/shared/api/common';
import {
  coupleUpdateSchema,
  FAMILY_TREE_MSG,
  familyLinkSchema,
  familyNodeSchema,
  familyTreeSchema,
  nodeCreateSchema,
  nodeDestroySchema,
  nodeUpdateSchema,
} from '@sp/shared/api/family-tree';
import { PERSON_MSG } from '@sp/shared/api/persons';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../platform/access';
import { fieldError } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { parseFields, readUpload } from '../../platform/uploads';
import type { Services } from '../../services';
import type { UploadedFile } from '../files/media.service';

const tags = ['family tree'];
// Every signed-in account keeps its own tree (company staff too: the tree is the personal side, SPEC "user mode").

/** The node create body from JSON or multipart (text fields plus the photo as `avatar`). */
async function readNodeBody(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: Record<string, unknown>; avatar: UploadedFile | null }> {
  if (request.isMultipart()) {
    const upload = await readUpload(request, maxBytes);
    if (upload.file && upload.file.field !== 'avatar')
      throw fieldError(upload.file.field, PERSON_MSG.unknownFileField);
    return { fields: upload.fields, avatar: upload.file };
  }
  const body = request.body;
  return {
    fields: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
    avatar: null,
  };
}

export function registerFamilyTreeRoutes(app: ApiApp, services: Services): void {
  const tree = services.familyTree;
  const maxBytes = services.config.maxUploadBytes;

  const treeSchema = {
    tags,
    description:
      'The caller’s whole tree: nodes with their persons and the links (parent: from the parent to the child; ' +
      'spouse: from the smaller node id). {id} is a node of the caller to centre the chart on (focus_node_id); ' +
      'another account’s node answers 404. Living persons of other owners are left out.',
    response: { 200: familyTreeSchema },
  };
  app.get('/api/family/tree/', { config: SIGNED_IN, schema: treeSchema }, (request) =>
    tree.tree(authOf(request).accountId),
  );
  app.get(
    '/api/family/tree/:id/',
    { config: SIGNED_IN, schema: { ...treeSchema, params: idParamSchema } },
    (request) => tree.tree(authOf(request).accountId, request.params.id),
  );

  app.post(
    '/api/family/node/',
    {
      config: {
        ...SIGNED_IN,
        answers: [402],
        upload: { files: ['avatar'], fields: nodeCreateSchema, fileOptional: true, json: true },
      },
      schema: {
        tags,
        description:
          'Adds a person to the tree: person_id (an existing person of the caller; its node is reused if it has one) ' +
          'or the person fields of PUT /api/family/person/ (JSON, or multipart with the photo as `avatar`), and ' +
          'relation (parent, child, spouse, sibling) to family_node_id; for a child, other_parent_id names the other ' +
          'parent. A sibling of a person without parents gets a made-up parent «Неизвестный родитель». Adding a ' +
          'second parent marries the two parents. Answers 201 with the new node (200 when an existing node was linked).',
        response: { 200: familyNodeSchema, 201: familyNodeSchema },
      },
    },
    async (request, reply) => {
      const { fields, avatar } = await readNodeBody(request, maxBytes);
      const input = parseFields(nodeCreateSchema, fields as Record<string, string>);
      const { node, created } = await tree.add(authOf(request).accountId, input, avatar);
      return reply.status(created ? 201 : 200).send(node);
    },
  );

  app.get(
    '/api/family/node/:id/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'A node of the caller’s tree with its person and its parents’, children’s and spouses’ node ids.',
        params: idParamSchema,
        response: { 200: familyNodeSchema },
      },
    },
    (request) => tree.node(authOf(request).accountId, request.params.id),
  );

  app.put(
    '/api/family/node/:id/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'Changes the node’s relations: each list sent (parents, at most two; children; spouses; node ids) ' +
          'replaces that relation. Refused: a person as their own ancestor, a third parent, a marriage between an ' +
          'ancestor and a descendant.',
        params: idParamSchema,
        body: nodeUpdateSchema,
        response: { 200: familyNodeSchema },
      },
    },
    (request) => tree.update(authOf(request).accountId, request.params.id, request.body),
  );

  app.put(
    '/api/family/link/:id/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'A couple’s marriage and divorce on their spouse link {id} (beyond the spec; GEDCOM FAM.MARR, FAM.DIV): ' +
          'each of marriage and divorce sent, {date: {value, qualifier, value_to, calendar, phrase}, place}, ' +
          'replaces it; null clears it. A parent link answers 400, another account’s link 404.',
        params: idParamSchema,
        body: coupleUpdateSchema,
        response: { 200: familyLinkSchema },
      },
    },
    (request) => tree.updateCouple(authOf(request).accountId, request.params.id, request.body),
  );

  app.post(
    '/api/family/node/destroy/:id/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'Takes the node {id} and its links out of the tree; the person stays. family_node_id, when sent, must be {id}.',
        params: idParamSchema,
        body: nodeDestroySchema,
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => {
      const sent = request.body.family_node_id;
      if (sent !== undefined && sent !== request.params.id)
        throw fieldError('family_node_id', FAMILY_TREE_MSG.nodeMismatch);
      await tree.remove(authOf(request).accountId, request.params.id);
      return { detail: FAMILY_TREE_MSG.removed };
    },
  );
}
