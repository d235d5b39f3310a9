import { z } from 'zod';
import {
  PERSON_PLACE_MAX,
  personFieldsSchema,
  personSchema,
  qualifiedDateInputSchema,
  qualifiedDateSchema,
} from './persons';

/**
 * SPEC §7 /api/family/tree/{id?}/, /api/family/node/, /node/{id}/, /node/destroy/{id}/: an account's tree is
 * its nodes (each shows one Person) and the links between them; `parent` links go from the parent to the
 * child, `spouse` links are stored once with from < to.
 */

export const FAMILY_TREE_MSG = {
  self: 'Нельзя связать человека с самим собой',
  duplicate: 'Такая связь уже есть',
  twoParents: 'У человека уже есть два родителя',
  ownAncestor: 'Человек не может быть своим предком',
  spouseRelative: 'Предок и потомок не могут быть супругами',
  personRequired: 'Выберите человека или заполните его данные',
  nodeRequired: 'Укажите, с кем связать',
  otherParentOnlyForChild: 'Второго родителя указывают только для ребёнка',
  nodeMismatch: 'Номер узла не совпадает с адресом',
  alreadyInTree: 'Этот человек уже есть в древе',
  /** PUT /api/family/link/{id}/ of a parent link */
  notCouple: 'Даты брака и развода указываются только у супругов',
  removed: 'Персона убрана из древа',
} as const;

/** What the person being added is to the node it is added to. */
export const FAMILY_RELATIONS = ['parent', 'child', 'spouse', 'sibling'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];
export const FAMILY_RELATION_LABELS: Record<FamilyRelation, string> = {
  parent: 'Родитель',
  child: 'Ребёнок',
  spouse: 'Супруг или супруга',
  sibling: 'Брат или сестра',
};

/** The name of the parent made up when a sibling is added to a person whose parents are unknown. */
export const UNKNOWN_PARENT_NAME = 'Неизвестный родитель';

export const FAMILY_LINK_KINDS = ['parent', 'spouse'] as const;
export type FamilyLinkKind = (typeof FAMILY_LINK_KINDS)[number];

/** A couple's marriage or divorce: its date (with the qualifier) and place; GEDCOM FAM.MARR and FAM.DIV. */
export const coupleEventSchema = z.object({ date: qualifiedDateSchema.nullable(), place: z.string() });
export type CoupleEvent = z.infer<typeof coupleEventSchema>;

export const familyLinkSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FAMILY_LINK_KINDS),
  /** parent: the parent's node; spouse: the smaller node id */
  from: z.number().int(),
  to: z.number().int(),
  /** spouse links: the marriage and the divorce, null when nothing is known (always null for parents) */
  marriage: coupleEventSchema.nullable(),
  divorce: coupleEventSchema.nullable(),
});
export type FamilyLink = z.infer<typeof familyLinkSchema>;

const coupleEventInput = z
  .object({
    date: qualifiedDateInputSchema.nullable().default(null),
    place: z.string().trim().max(PERSON_PLACE_MAX).default(''),
  })
  .nullable();

/** PUT /api/family/link/{id}/ (a spouse link): the marriage and the divorce; each sent replaces it, null clears. */
export const coupleUpdateSchema = z.object({
  marriage: coupleEventInput.optional(),
  divorce: coupleEventInput.optional(),
});
export type CoupleUpdate = z.infer<typeof coupleUpdateSchema>;

export const familyTreeNodeSchema = z.object({ id: z.number().int(), person: personSchema });
export type FamilyTreeNode = z.infer<typeof familyTreeNodeSchema>;

export const familyTreeSchema = z.object({
  nodes: z.array(familyTreeNodeSchema),
  links: z.array(familyLinkSchema),
  /** GET /api/family/tree/{id}/: the node to centre the chart on; null without an id */
  focus_node_id: z.number().int().nullable(),
});
export type FamilyTree = z.infer<typeof familyTreeSchema>;

/** GET /api/family/node/{id}/: a node with its relatives' node ids. */
export const familyNodeSchema = familyTreeNodeSchema.extend({
  parents: z.array(z.number().int()),
  children: z.array(z.number().int()),
  spouses: z.array(z.number().int()),
});
export type FamilyNode = z.infer<typeof familyNodeSchema>;

export const treeParamsSchema = z.object({ id: z.coerce.number().int().positive().optional() });

const nodeId = z.coerce.number().int().positive();
const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  nodeId.optional(),
);

/**
 * POST /api/family/node/ (JSON, or multipart with the photo as `avatar`): an existing person of the caller
 * (person_id) or a new one (the person fields, first_name required), and what it is to family_node_id.
 */
export const nodeCreateSchema = personFieldsSchema.extend({
  person_id: optionalId,
  relation: z.preprocess((value) => (value === '' ? undefined : value), z.enum(FAMILY_RELATIONS).optional()),
  family_node_id: optionalId,
  /** relation child: the child's other parent (a node), e.g. the spouse of family_node_id */
  other_parent_id: optionalId,
});
export type NodeCreate = z.infer<typeof nodeCreateSchema>;

const idList = (max: number) =>
  z
    .array(nodeId)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: FAMILY_TREE_MSG.duplicate });

/** PUT /api/family/node/{id}/: each list sent replaces that relation of the node (node ids). */
export const nodeUpdateSchema = z.object({
  parents: idList(2).optional(),
  children: idList(500).optional(),
  spouses: idList(50).optional(),
});
export type NodeUpdate = z.infer<typeof nodeUpdateSchema>;

/** POST /api/family/node/destroy/{id}/: family_node_id, when sent, must name the same node. */
export const nodeDestroySchema = z.preprocess(
  (value) => value ?? {},
  z.object({ family_node_id: optionalId }),
);
