import {
  type CoupleEvent,
  type CoupleUpdate,
  FAMILY_TREE_MSG,
  type FamilyLink,
  type FamilyNode,
  type FamilyTree,
  type NodeCreate,
  type NodeUpdate,
  UNKNOWN_PARENT_NAME,
} from '@sp/shared/api/family-tree';
import { type PersonFields, personCreateSchema } from '@sp/shared/api/persons';
import { FamilyRelations } from '@sp/shared/family-tree/relations';
import { and, asc, eq, exists, inArray, or, type SQLWrapper, sql } from 'drizzle-orm';
import { type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ApiError, badRequest, fieldError, issuesToBody, notFound } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import { type MediaShowings, mediaView, type UploadedFile } from '../files/media.service';
import { memoryPagesView } from '../memory-pages/memory-pages-read.service';
import {
  findOwnedPerson,
  hiddenPerson,
  insertPerson,
  isPublicPerson,
  linkedPersonView,
  type PersonLinks,
  type PersonRow,
  type PersonsService,
  personDetailsOf,
  personsView,
  personsViewColumns,
  serializePerson,
} from '../persons/persons.service';
import type { LimitGuard } from '../tariffs/limits.service';
import { familyLinks, familyNodes } from './family-tree.table';

/**
 * An account's family tree (its personal side, also for company staff: the tree is always the account's own).
 * Every change runs in one transaction under a per-account lock, and each new link is checked against the whole
 * tree (FamilyRelations): no one is their own ancestor, two parents at most, no repeated link, no marriage
 * between an ancestor and a descendant.
 */

type LinkRow = { id: number; kind: string; from: number; to: number };

const linkColumns = {
  id: familyLinks.id,
  kind: familyLinks.kind,
  from: familyLinks.fromNodeId,
  to: familyLinks.toNodeId,
};

/** A link as the API shows it: a couple's marriage and divorce beside it. */
const linkAnswerColumns = { ...linkColumns, marriage: familyLinks.marriage, divorce: familyLinks.divorce };

/** An event with nothing in it is no event. */
function eventOrNull(event: CoupleEvent | null | undefined): CoupleEvent | null {
  if (!event) return null;
  return event.date || event.place ? { date: event.date ?? null, place: event.place } : null;
}

/** Serialises changes of one account's tree (PostgreSQL; PGlite has a single connection anyway). */
async function lockTree(tx: Db, accountId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('family-tree'), ${accountId})`);
}

async function accountLinks(tx: Db, accountId: number): Promise<LinkRow[]> {
  return tx.select(linkColumns).from(familyLinks).where(eq(familyLinks.accountId, accountId));
}

async function findNode(tx: Db, accountId: number, nodeId: number) {
  const [node] = await tx
    .select()
    .from(familyNodes)
    .where(and(eq(familyNodes.id, nodeId), eq(familyNodes.accountId, accountId)));
  if (!node) throw notFound();
  return node;
}

/** The nodes of the account among the ids, or 404 when one is not (another account's node does not exist). */
async function requireNodes(tx: Db, accountId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const found = await tx
    .select({ id: familyNodes.id })
    .from(familyNodes)
    .where(and(eq(familyNodes.accountId, accountId), inArray(familyNodes.id, unique)));
  if (found.length !== unique.length) throw notFound();
}

/** Takes a node out of the account's tree with its links; the person stays. 404 when it is not the account's. */
export async function removeNode(tx: Db, accountId: number, nodeId: number): Promise<void> {
  const [removed] = await tx
    .delete(familyNodes)
    .where(and(eq(familyNodes.id, nodeId), eq(familyNodes.accountId, accountId)))
    .returning({ id: familyNodes.id });
  if (!removed) throw notFound();
}

/** Writes checked links; `relations` already holds them. */
async function insertParent(
  tx: Db,
  accountId: number,
  relations: FamilyRelations,
  parent: number,
  child: number,
) {
  const problem = relations.parentProblem(parent, child);
  if (problem) throw badRequest(problem);
  relations.addParent(parent, child);
  await tx.insert(familyLinks).values({ accountId, kind: 'parent', fromNodeId: parent, toNodeId: child });
}

async function insertSpouse(tx: Db, accountId: number, relations: FamilyRelations, a: number, b: number) {
  const problem = relations.spouseProblem(a, b);
  if (problem) throw badRequest(problem);
  relations.addSpouse(a, b);
  await tx
    .insert(familyLinks)
    .values({ accountId, kind: 'spouse', fromNodeId: Math.min(a, b), toNodeId: Math.max(a, b) });
}

/**
 * The node of the person in the account's tree, made when missing; `created` says which. For other modules
 * too (a memory page handed over to a family): takes the account's tree lock (it stacks within a transaction).
 */
export async function ensureNode(
  tx: Db,
  accountId: number,
  personId: number,
): Promise<{ id: number; created: boolean }> {
  await lockTree(tx, accountId);
  const [existing] = await tx
    .select({ id: familyNodes.id })
    .from(familyNodes)
    .where(and(eq(familyNodes.accountId, accountId), eq(familyNodes.personId, personId)));
  if (existing) return { id: existing.id, created: false };
  const [node] = await tx
    .insert(familyNodes)
    .values({ accountId, personId })
    .returning({ id: familyNodes.id });
  return { id: node.id, created: true };
}

/** What persons ask of the account's tree (see PersonLinks). */
export const personNodes: Pick<PersonLinks, 'nodesOf' | 'inTree'> = {
  nodesOf: (db: Db, accountId: number, personIds: number[]) =>
    db
      .select({ id: familyNodes.id, personId: familyNodes.personId })
      .from(familyNodes)
      .where(and(eq(familyNodes.accountId, accountId), inArray(familyNodes.personId, personIds))),

  inTree: (accountId: number, personId: SQLWrapper) =>
    exists(
      new QueryBuilder()
        .select({ id: familyNodes.id })
        .from(familyNodes)
        .where(and(eq(familyNodes.personId, personId as PgColumn), eq(familyNodes.accountId, accountId))),
    ),
};

/** Whether the account's tree holds one of the persons (files ask it of a portrait: see MediaShowings). */
export const treeHoldsAnyOf: MediaShowings['inTreeOf'] = async (db, accountId, personIds) => {
  const [node] = await db
    .select({ id: familyNodes.id })
    .from(familyNodes)
    .where(and(eq(familyNodes.accountId, accountId), inArray(familyNodes.personId, personIds)))
    .limit(1);
  return node !== undefined;
};

// --- what a backup (modules/backups) reads and writes of an account's tree, in the caller's transaction ---

/** The account's tree nodes, oldest first. */
export function accountNodes(db: Db, accountId: number) {
  return db
    .select()
    .from(familyNodes)
    .where(eq(familyNodes.accountId, accountId))
    .orderBy(asc(familyNodes.id));
}

/** The account's tree links, oldest first. */
export function accountTreeLinks(db: Db, accountId: number) {
  return db
    .select()
    .from(familyLinks)
    .where(eq(familyLinks.accountId, accountId))
    .orderBy(asc(familyLinks.id));
}

/** Deletes the account's tree (its links go with the nodes); the persons stay. */
export async function removeAccountTree(tx: Db, accountId: number): Promise<void> {
  await tx.delete(familyNodes).where(eq(familyNodes.accountId, accountId));
}

/** Inserts restored nodes of the account's persons; answers their ids in the same order. */
export async function insertRestoredNodes(tx: Db, accountId: number, personIds: number[]): Promise<number[]> {
  if (!personIds.length) return [];
  const rows = await tx
    .insert(familyNodes)
    .values(personIds.map((personId) => ({ accountId, personId })))
    .returning({ id: familyNodes.id });
  return rows.map((row) => row.id);
}

/**
 * Inserts restored links (checked by the caller; a repeated one is skipped) with a couple's marriage and divorce;
 * answers how many were written.
 */
export async function insertRestoredLinks(
  tx: Db,
  accountId: number,
  links: {
    kind: 'parent' | 'spouse';
    from: number;
    to: number;
    marriage?: CoupleEvent | null;
    divorce?: CoupleEvent | null;
  }[],
): Promise<number> {
  if (!links.length) return 0;
  const rows = await tx
    .insert(familyLinks)
    .values(
      links.map((link) => {
        const events =
          link.kind === 'spouse'
            ? { marriage: eventOrNull(link.marriage), divorce: eventOrNull(link.divorce) }
            : { marriage: null, divorce: null };
        // a marriage is stored once, from the smaller node
        return link.kind === 'spouse' && link.from > link.to
          ? { accountId, kind: link.kind, fromNodeId: link.to, toNodeId: link.from, ...events }
          : { accountId, kind: link.kind, fromNodeId: link.from, toNodeId: link.to, ...events };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: familyLinks.id });
  return rows.length;
}

export function createFamilyTreeService(deps: { db: Db; persons: PersonsService; limits: LimitGuard }) {
  const { db } = deps;
  const ownerOf = (accountId: number): Owner => ({ accountId });

  /** The nodes (with persons, avatars and memory pages, in one query) that the account may see. */
  async function loadNodes(tx: Db, accountId: number, nodeIds?: number[]) {
    const where = nodeIds
      ? and(eq(familyNodes.accountId, accountId), inArray(familyNodes.id, nodeIds))
      : eq(familyNodes.accountId, accountId);
    const rows = await tx
      .select({
        nodeId: familyNodes.id,
        person: personsViewColumns,
        avatarKey: mediaView.key,
        avatarThumbnailKey: mediaView.thumbnailKey,
        pageId: memoryPagesView.id,
        pageVisibility: memoryPagesView.visibility,
      })
      .from(familyNodes)
      .innerJoin(personsView, eq(personsView.id, familyNodes.personId))
      .leftJoin(mediaView, eq(mediaView.id, personsView.avatarMediaId))
      .leftJoin(memoryPagesView, eq(memoryPagesView.personId, personsView.id))
      .where(where)
      .orderBy(asc(familyNodes.id));
    // another owner's person (linked after a hand-over): a living one is left out with its links; one whose page
    // its owner made private or «by link» keeps its place in the tree without its name, dates or photo
    const page = (row: (typeof rows)[number]) =>
      row.pageVisibility === null ? null : { visibility: row.pageVisibility };
    const owned = (row: (typeof rows)[number]) => row.person.ownerAccountId === accountId;
    const details = await personDetailsOf(
      tx,
      rows.map((row) => row.person.id),
    );
    return rows
      .filter((row) => owned(row) || linkedPersonView(row.person, page(row)) !== 'left out')
      .map((row) => ({
        id: row.nodeId,
        person:
          owned(row) || linkedPersonView(row.person, page(row)) === 'shown'
            ? serializePerson(row.person as PersonRow, {
                avatar: row.avatarKey ? { key: row.avatarKey, thumbnailKey: row.avatarThumbnailKey } : null,
                avatarPublic: isPublicPerson(row.person, page(row)),
                memoryPageId: row.pageId,
                familyNodeId: row.nodeId,
                owned: owned(row),
                details: details.get(row.person.id),
              })
            : hiddenPerson(row.person, row.nodeId),
      }));
  }

  async function describeNode(tx: Db, accountId: number, nodeId: number): Promise<FamilyNode> {
    const [node] = await loadNodes(tx, accountId, [nodeId]);
    if (!node) throw notFound();
    const links = await tx
      .select(linkColumns)
      .from(familyLinks)
      .where(
        and(
          eq(familyLinks.accountId, accountId),
          or(eq(familyLinks.fromNodeId, nodeId), eq(familyLinks.toNodeId, nodeId)),
        ),
      )
      .orderBy(asc(familyLinks.id));
    const relations = new FamilyRelations(links);
    return {
      ...node,
      parents: relations.parents(nodeId),
      children: relations.children(nodeId),
      spouses: relations.spouses(nodeId),
    };
  }

  /** Links the node to `target` as the relation says, inside the transaction. */
  async function relate(
    tx: Db,
    accountId: number,
    node: number,
    input: Pick<NodeCreate, 'relation' | 'family_node_id' | 'other_parent_id'>,
  ): Promise<void> {
    const { relation, family_node_id: target, other_parent_id: otherParent } = input;
    if (!relation || target === undefined) return;
    await requireNodes(tx, accountId, otherParent === undefined ? [target] : [target, otherParent]);
    const relations = new FamilyRelations(await accountLinks(tx, accountId));
    if (relation === 'parent') {
      const existing = relations.parents(target);
      await insertParent(tx, accountId, relations, node, target);
      // the child's other parent and the new one are taken for a couple
      if (existing.length === 1 && relations.spouseProblem(existing[0], node) === null)
        await insertSpouse(tx, accountId, relations, existing[0], node);
    } else if (relation === 'child') {
      await insertParent(tx, accountId, relations, target, node);
      if (otherParent !== undefined) await insertParent(tx, accountId, relations, otherParent, node);
    } else if (relation === 'spouse') {
      await insertSpouse(tx, accountId, relations, target, node);
    } else {
      let parents = relations.parents(target);
      if (!parents.length) {
        // unknown parents: one made-up parent joins the siblings; the family renames it when they learn more
        const placeholder = await insertPerson(
          tx,
          { owner: ownerOf(accountId), accountId },
          {
            first_name: UNKNOWN_PARENT_NAME,
            note: 'Добавлен в древо, чтобы связать братьев и сестёр. Укажите настоящее имя, когда оно станет известно.',
          },
        );
        const parent = await ensureNode(tx, accountId, placeholder.id);
        await insertParent(tx, accountId, relations, parent.id, target);
        parents = [parent.id];
      }
      for (const parent of parents) await insertParent(tx, accountId, relations, parent, node);
    }
  }

  function checkCreate(input: NodeCreate): void {
    if (input.relation && input.family_node_id === undefined)
      throw fieldError('family_node_id', FAMILY_TREE_MSG.nodeRequired);
    if (input.other_parent_id !== undefined && input.relation !== 'child')
      throw fieldError('other_parent_id', FAMILY_TREE_MSG.otherParentOnlyForChild);
  }

  return {
    /**
     * GET /api/family/tree/{id?}/: the whole tree in four queries (nodes with persons, their other names and facts,
     * links); `focus` is a node of the account (or 404).
     */
    async tree(accountId: number, focus?: number): Promise<FamilyTree> {
      const [nodes, links] = await Promise.all([
        loadNodes(db, accountId),
        db
          .select(linkAnswerColumns)
          .from(familyLinks)
          .where(eq(familyLinks.accountId, accountId))
          .orderBy(asc(familyLinks.id)),
      ]);
      const visible = new Set(nodes.map((node) => node.id));
      if (focus !== undefined && !visible.has(focus)) throw notFound();
      return {
        nodes,
        links: links.filter((link) => visible.has(link.from) && visible.has(link.to)) as FamilyLink[],
        focus_node_id: focus ?? null,
      };
    },

    /**
     * PUT /api/family/link/{id}/: a couple's marriage and divorce (each sent replaces it, null or an empty one
     * clears it). A parent link is 400, another account's link 404.
     */
    async updateCouple(accountId: number, linkId: number, input: CoupleUpdate): Promise<FamilyLink> {
      return db.transaction(async (tx) => {
        await lockTree(tx, accountId);
        const [link] = await tx
          .select(linkAnswerColumns)
          .from(familyLinks)
          .where(and(eq(familyLinks.id, linkId), eq(familyLinks.accountId, accountId)));
        if (!link) throw notFound();
        if (link.kind !== 'spouse') throw badRequest(FAMILY_TREE_MSG.notCouple);
        const changes: Partial<typeof familyLinks.$inferInsert> = {};
        if (input.marriage !== undefined) changes.marriage = eventOrNull(input.marriage);
        if (input.divorce !== undefined) changes.divorce = eventOrNull(input.divorce);
        if (!Object.keys(changes).length) return link as FamilyLink;
        const [updated] = await tx
          .update(familyLinks)
          .set(changes)
          .where(eq(familyLinks.id, linkId))
          .returning(linkAnswerColumns);
        return updated as FamilyLink;
      });
    },

    node: (accountId: number, nodeId: number) => describeNode(db, accountId, nodeId),

    /**
     * POST /api/family/node/: an existing person of the account (its node is reused when it already has one) or
     * a new person with an optional photo, related to family_node_id, all in one transaction.
     */
    async add(
      accountId: number,
      input: NodeCreate,
      avatar: UploadedFile | null,
    ): Promise<{ node: FamilyNode; created: boolean }> {
      checkCreate(input);
      if (input.person_id !== undefined) {
        const personId = input.person_id;
        return db.transaction(async (tx) => {
          await lockTree(tx, accountId);
          await findOwnedPerson(tx, ownerOf(accountId), personId);
          const node = await ensureNode(tx, accountId, personId);
          if (!node.created && !input.relation) throw badRequest(FAMILY_TREE_MSG.alreadyInTree);
          await relate(tx, accountId, node.id, input);
          if (node.created) await deps.limits.claim(tx, ownerOf(accountId), 'tree_persons', 0);
          return { node: await describeNode(tx, accountId, node.id), created: node.created };
        });
      }
      if (!input.first_name) throw fieldError('first_name', FAMILY_TREE_MSG.personRequired);
      const checked = personCreateSchema.safeParse(personFieldsOf(input));
      if (!checked.success) throw new ApiError(400, issuesToBody(checked.error.issues));
      const fields = checked.data;
      let nodeId = 0;
      await deps.persons.create({ owner: ownerOf(accountId), accountId }, fields, avatar, async (tx, row) => {
        await lockTree(tx, accountId);
        nodeId = (await ensureNode(tx, accountId, row.id)).id;
        await relate(tx, accountId, nodeId, input);
        await deps.limits.claim(tx, ownerOf(accountId), 'tree_persons', 0);
      });
      return { node: await describeNode(db, accountId, nodeId), created: true };
    },

    /** PUT /api/family/node/{id}/: each list sent replaces that relation of the node. */
    async update(accountId: number, nodeId: number, input: NodeUpdate): Promise<FamilyNode> {
      return db.transaction(async (tx) => {
        await lockTree(tx, accountId);
        await findNode(tx, accountId, nodeId);
        await requireNodes(tx, accountId, [
          ...(input.parents ?? []),
          ...(input.children ?? []),
          ...(input.spouses ?? []),
        ]);
        const links = await accountLinks(tx, accountId);
        const relations = new FamilyRelations(links);
        const stale: number[] = [];
        for (const link of links) {
          const drop =
            (input.parents &&
              link.kind === 'parent' &&
              link.to === nodeId &&
              !input.parents.includes(link.from)) ||
            (input.children &&
              link.kind === 'parent' &&
              link.from === nodeId &&
              !input.children.includes(link.to)) ||
            (input.spouses &&
              link.kind === 'spouse' &&
              (link.from === nodeId || link.to === nodeId) &&
              !input.spouses.includes(link.from === nodeId ? link.to : link.from));
          if (!drop) continue;
          stale.push(link.id);
          if (link.kind === 'parent') relations.removeParent(link.from, link.to);
          else relations.removeSpouse(link.from, link.to);
        }
        if (stale.length) await tx.delete(familyLinks).where(inArray(familyLinks.id, stale));
        const has = new Set(relations.parents(nodeId));
        for (const parent of input.parents ?? [])
          if (!has.has(parent)) await insertParent(tx, accountId, relations, parent, nodeId);
        const kids = new Set(relations.children(nodeId));
        for (const child of input.children ?? [])
          if (!kids.has(child)) await insertParent(tx, accountId, relations, nodeId, child);
        const spouses = new Set(relations.spouses(nodeId));
        for (const spouse of input.spouses ?? [])
          if (!spouses.has(spouse)) await insertSpouse(tx, accountId, relations, nodeId, spouse);
        return describeNode(tx, accountId, nodeId);
      });
    },

    /** POST /api/family/node/destroy/{id}/: the node and its links leave the tree; the person stays. */
    async remove(accountId: number, nodeId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockTree(tx, accountId);
        await removeNode(tx, accountId, nodeId);
      });
    },

    /**
     * POST /api/family/person/destroy/{id}/: the person's node `nodeId` leaves the account's tree with its
     * links; the person stays. 404 when the node is not the account's node of that person.
     */
    async removePersonNode(accountId: number, personId: number, nodeId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockTree(tx, accountId);
        const node = await findNode(tx, accountId, nodeId);
        if (node.personId !== personId) throw notFound();
        await removeNode(tx, accountId, nodeId);
      });
    },
  };
}

/** The person fields of a node create (the relation fields are not the person's). */
function personFieldsOf(input: NodeCreate): PersonFields {
  const { person_id, relation, family_node_id, other_parent_id, ...fields } = input;
  return fields;
}

export type FamilyTreeService = ReturnType<typeof createFamilyTreeService>;
