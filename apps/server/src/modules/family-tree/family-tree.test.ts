import {
  FAMILY_TREE_MSG,
  type FamilyNode,
  type FamilyTree,
  UNKNOWN_PARENT_NAME,
} from '@sp/shared/api/family-tree';
import { HIDDEN_PERSON_NAME } from '@sp/shared/api/persons';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngImage } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { persons } from '../persons/persons.table';
import { removeNode } from './family-tree.service';
import { familyLinks, familyNodes } from './family-tree.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

async function addNode(session: Session, body: Record<string, unknown>): Promise<FamilyNode> {
  const response = await call('POST', '/api/family/node/', session, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function treeOf(session: Session): Promise<FamilyTree> {
  const response = await call('GET', '/api/family/tree/', session);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const linksOf = (tree: FamilyTree) => tree.links.map((link) => `${link.kind}:${link.from}-${link.to}`).sort();

describe('family tree', () => {
  it('builds a tree: first person, parent (the parents become a couple), spouse, child with both parents', async () => {
    const { session } = await t.user();
    expect(await treeOf(session)).toEqual({ nodes: [], links: [], focus_node_id: null });

    const me = await addNode(session, { first_name: 'Анна', last_name: 'Смирнова', date_birth: '1980' });
    expect(me).toMatchObject({ parents: [], children: [], spouses: [] });
    expect(me.person).toMatchObject({
      full_name: 'Смирнова Анна',
      date_birth: '1980',
      family_node_id: me.id,
    });

    const father = await addNode(session, { first_name: 'Пётр', relation: 'parent', family_node_id: me.id });
    expect(father.children).toEqual([me.id]);
    const mother = await addNode(session, {
      first_name: 'Мария',
      date_death: '2019-05',
      relation: 'parent',
      family_node_id: me.id,
    });
    expect(mother.children).toEqual([me.id]);
    expect(mother.spouses).toEqual([father.id]);

    const husband = await addNode(session, { first_name: 'Иван', relation: 'spouse', family_node_id: me.id });
    const son = await addNode(session, {
      first_name: 'Лев',
      relation: 'child',
      family_node_id: me.id,
      other_parent_id: husband.id,
    });
    expect(son.parents.sort()).toEqual([me.id, husband.id].sort());

    const tree = await treeOf(session);
    expect(tree.nodes.map((node) => node.person.first_name)).toEqual([
      'Анна',
      'Пётр',
      'Мария',
      'Иван',
      'Лев',
    ]);
    expect(tree.nodes[2].person).toMatchObject({ date_death: '2019-05', is_living: false });
    expect(linksOf(tree)).toEqual(
      [
        `parent:${father.id}-${me.id}`,
        `parent:${mother.id}-${me.id}`,
        `spouse:${father.id}-${mother.id}`,
        `spouse:${me.id}-${husband.id}`,
        `parent:${me.id}-${son.id}`,
        `parent:${husband.id}-${son.id}`,
      ].sort(),
    );

    const focused = await call('GET', `/api/family/tree/${son.id}/`, session);
    expect(focused.json().focus_node_id).toBe(son.id);

    const read = await call('GET', `/api/family/node/${me.id}/`, session);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: me.id,
      parents: [father.id, mother.id],
      children: [son.id],
      spouses: [husband.id],
    });
  });

  it('adds siblings: with the same parents, or through a made-up parent when they are unknown', async () => {
    const { session } = await t.user();
    const me = await addNode(session, { first_name: 'Олег' });
    const brother = await addNode(session, {
      first_name: 'Игорь',
      relation: 'sibling',
      family_node_id: me.id,
    });
    expect(brother.parents).toHaveLength(1);
    const placeholder = brother.parents[0];
    const tree = await treeOf(session);
    const made = tree.nodes.find((node) => node.id === placeholder)!;
    expect(made.person.full_name).toBe(UNKNOWN_PARENT_NAME);
    expect(linksOf(tree)).toEqual(
      [`parent:${placeholder}-${me.id}`, `parent:${placeholder}-${brother.id}`].sort(),
    );

    // with two known parents the sibling gets both
    const child = await addNode(session, { first_name: 'Дочь', relation: 'child', family_node_id: me.id });
    const wife = await addNode(session, { first_name: 'Жена', relation: 'spouse', family_node_id: me.id });
    await call('PUT', `/api/family/node/${child.id}/`, session, { parents: [me.id, wife.id] });
    const sister = await addNode(session, {
      first_name: 'Сестра',
      relation: 'sibling',
      family_node_id: child.id,
    });
    expect(sister.parents.sort()).toEqual([me.id, wife.id].sort());
  });

  it('adds an existing person of the caller, reusing its node, with a photo by multipart', async () => {
    const { session } = await t.user();
    const created = await call('PUT', '/api/family/person/', session, { first_name: 'Вера' });
    expect(created.statusCode).toBe(201);
    const vera = created.json() as { id: number };

    const node = await addNode(session, { person_id: vera.id });
    expect(node.person.id).toBe(vera.id);
    const again = await call('POST', '/api/family/node/', session, { person_id: vera.id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: FAMILY_TREE_MSG.alreadyInTree });

    const form = multipart({ first_name: 'Семён', relation: 'child', family_node_id: String(node.id) }, [
      { field: 'avatar', filename: 'photo.png', contentType: 'image/png', data: await pngImage(300, 200) },
    ]);
    const withPhoto = await t.app.inject({
      method: 'POST',
      url: '/api/family/node/',
      payload: form.payload,
      headers: { ...form.headers, ...t.bearer(session) },
    });
    expect(withPhoto.statusCode, withPhoto.body).toBe(201);
    const child = withPhoto.json() as FamilyNode;
    expect(child.person.avatar).toMatch(/^\/media\//);
    expect(child.parents).toEqual([node.id]);

    // an existing node linked to another: 200, no new node
    const other = await addNode(session, { first_name: 'Муж' });
    const linked = await call('POST', '/api/family/node/', session, {
      person_id: other.person.id,
      relation: 'spouse',
      family_node_id: node.id,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id: other.id, spouses: [node.id] });
  });

  it('refuses cycles, a third parent, repeated links, marriages of ancestors and bad input', async () => {
    const { session } = await t.user();
    const grandpa = await addNode(session, { first_name: 'Дед' });
    const dad = await addNode(session, { first_name: 'Отец', relation: 'child', family_node_id: grandpa.id });
    const me = await addNode(session, { first_name: 'Я', relation: 'child', family_node_id: dad.id });

    // the grandfather cannot become his grandson's child
    const cycle = await call('PUT', `/api/family/node/${grandpa.id}/`, session, { parents: [me.id] });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toEqual({ detail: FAMILY_TREE_MSG.ownAncestor });
    const viaPost = await call('POST', '/api/family/node/', session, {
      person_id: me.person.id,
      relation: 'parent',
      family_node_id: grandpa.id,
    });
    expect(viaPost.json()).toEqual({ detail: FAMILY_TREE_MSG.ownAncestor });
    const self = await call('PUT', `/api/family/node/${me.id}/`, session, { spouses: [me.id] });
    expect(self.json()).toEqual({ detail: FAMILY_TREE_MSG.self });
    const incest = await call('PUT', `/api/family/node/${me.id}/`, session, { spouses: [grandpa.id] });
    expect(incest.json()).toEqual({ detail: FAMILY_TREE_MSG.spouseRelative });

    await addNode(session, { first_name: 'Мать', relation: 'parent', family_node_id: me.id });
    const third = await call('POST', '/api/family/node/', session, {
      first_name: 'Третий',
      relation: 'parent',
      family_node_id: me.id,
    });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({ detail: FAMILY_TREE_MSG.twoParents });
    // the refused create left no person behind
    const leftovers = await t.db.select().from(persons).where(eq(persons.firstName, 'Третий'));
    expect(leftovers).toHaveLength(0);
    const tooMany = await call('PUT', `/api/family/node/${me.id}/`, session, { parents: [1, 2, 3] });
    expect(tooMany.statusCode).toBe(400);
    const repeated = await call('PUT', `/api/family/node/${me.id}/`, session, { spouses: [dad.id, dad.id] });
    expect(repeated.json()).toEqual({ spouses: [FAMILY_TREE_MSG.duplicate] });

    const noName = await call('POST', '/api/family/node/', session, { last_name: 'Без имени' });
    expect(noName.json()).toEqual({ first_name: [FAMILY_TREE_MSG.personRequired] });
    const badDates = await call('POST', '/api/family/node/', session, {
      first_name: 'Ошибка',
      date_birth: '1990',
      date_death: '1950',
    });
    expect(badDates.statusCode).toBe(400);
    expect(Object.keys(badDates.json())).toEqual(['date_death', 'error_code']);
    const noTarget = await call('POST', '/api/family/node/', session, {
      first_name: 'Кто',
      relation: 'child',
    });
    expect(noTarget.json()).toEqual({ family_node_id: [FAMILY_TREE_MSG.nodeRequired] });
    const badRelation = await call('POST', '/api/family/node/', session, {
      first_name: 'Кто',
      relation: 'cousin',
      family_node_id: me.id,
    });
    expect(Object.keys(badRelation.json())).toEqual(['relation', 'error_code']);
  });

  it('changes relations with PUT: lists replace, the others stay', async () => {
    const { session } = await t.user();
    const a = await addNode(session, { first_name: 'А' });
    const b = await addNode(session, { first_name: 'Б' });
    const c = await addNode(session, { first_name: 'В' });
    const set = await call('PUT', `/api/family/node/${a.id}/`, session, {
      children: [b.id, c.id],
      spouses: [],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ children: [b.id, c.id], parents: [], spouses: [] });
    const moved = await call('PUT', `/api/family/node/${a.id}/`, session, {
      children: [c.id],
      spouses: [b.id],
    });
    expect(moved.json()).toMatchObject({ children: [c.id], spouses: [b.id] });
    const untouched = await call('PUT', `/api/family/node/${a.id}/`, session, {});
    expect(untouched.json()).toMatchObject({ children: [c.id], spouses: [b.id] });
  });

  it('removes a node with its links and keeps the person; removeNode for other modules', async () => {
    const { account: myAccount, session } = await t.user();
    const me = await addNode(session, { first_name: 'Я' });
    const mom = await addNode(session, { first_name: 'Мама', relation: 'parent', family_node_id: me.id });
    const mismatch = await call('POST', `/api/family/node/destroy/${mom.id}/`, session, {
      family_node_id: me.id,
    });
    expect(mismatch.statusCode).toBe(400);
    const removed = await call('POST', `/api/family/node/destroy/${mom.id}/`, session, {
      family_node_id: mom.id,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ detail: FAMILY_TREE_MSG.removed });
    const tree = await treeOf(session);
    expect(tree.nodes.map((node) => node.id)).toEqual([me.id]);
    expect(tree.links).toEqual([]);
    const person = await call('GET', `/api/family/person/${mom.person.id}/`, session);
    expect(person.statusCode).toBe(200);
    expect(person.json().family_node_id).toBeNull();
    const again = await call('POST', `/api/family/node/destroy/${mom.id}/`, session);
    expect(again.statusCode).toBe(404);

    const { account } = await t.user();
    await expect(t.db.transaction((tx) => removeNode(tx, account.id, me.id))).rejects.toMatchObject({
      statusCode: 404,
    });
    await t.db.transaction((tx) => removeNode(tx, myAccount.id, me.id));
    expect(await t.db.select().from(familyNodes).where(eq(familyNodes.id, me.id))).toHaveLength(0);
  });

  it('keeps trees apart: another account gets 404, a guest 401', async () => {
    const owner = await t.user();
    const other = await t.user();
    const node = await addNode(owner.session, { first_name: 'Чужой' });
    const mine = await addNode(other.session, { first_name: 'Свой' });

    expect((await call('GET', `/api/family/tree/${node.id}/`, other.session)).statusCode).toBe(404);
    expect((await call('GET', `/api/family/node/${node.id}/`, other.session)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/family/node/${node.id}/`, other.session, { spouses: [] })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/family/node/${mine.id}/`, other.session, { spouses: [node.id] })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/family/node/', other.session, {
          first_name: 'Ребёнок',
          relation: 'child',
          family_node_id: node.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/family/node/', other.session, { person_id: node.person.id })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/family/node/destroy/${node.id}/`, other.session)).statusCode).toBe(404);
    expect((await treeOf(other.session)).nodes.map((n) => n.id)).toEqual([mine.id]);
    expect(await t.db.select().from(familyLinks).where(eq(familyLinks.toNodeId, node.id))).toHaveLength(0);

    for (const [method, url] of [
      ['GET', '/api/family/tree/'],
      ['GET', `/api/family/tree/${node.id}/`],
      ['POST', '/api/family/node/'],
      ['GET', `/api/family/node/${node.id}/`],
      ['PUT', `/api/family/node/${node.id}/`],
      ['POST', `/api/family/node/destroy/${node.id}/`],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode).toBe(401);
    }
  });

  it('shows another owner’s deceased person in a tree (without the note) and never a living one', async () => {
    const owner = await t.user();
    const viewer = await t.user();
    const [living, deceased] = await t.db
      .insert(persons)
      .values([
        { ownerAccountId: owner.account.id, firstName: 'Живой', note: 'тайна' },
        {
          ownerAccountId: owner.account.id,
          firstName: 'Умерший',
          deathDate: '1990-01-01',
          deathPrecision: 'year',
          note: 'тайна',
        },
      ])
      .returning();
    // a deliberate link into the viewer's tree, as after a hand-over
    const [livingNode, deceasedNode] = await t.db
      .insert(familyNodes)
      .values([
        { accountId: viewer.account.id, personId: living.id },
        { accountId: viewer.account.id, personId: deceased.id },
      ])
      .returning();
    await t.db.insert(familyLinks).values({
      accountId: viewer.account.id,
      kind: 'parent',
      fromNodeId: deceasedNode.id,
      toNodeId: livingNode.id,
    });
    const tree = await treeOf(viewer.session);
    expect(tree.nodes.map((n) => n.person.first_name)).toEqual(['Умерший']);
    expect(tree.nodes[0].person.note).toBe('');
    expect(tree.links).toEqual([]);
    expect((await call('GET', `/api/family/node/${livingNode.id}/`, viewer.session)).statusCode).toBe(404);
    expect((await call('GET', `/api/family/tree/${livingNode.id}/`, viewer.session)).statusCode).toBe(404);
    // nor can the viewer add someone else's person to the tree by id
    expect(
      (await call('POST', '/api/family/node/', viewer.session, { person_id: living.id })).statusCode,
    ).toBe(404);
  });

  it('shows another owner’s person whose page is private or by link as a hidden page, without name, dates or photo', async () => {
    const owner = await t.user();
    const viewer = await t.user();
    const form = multipart(
      { first_name: 'Сергей', last_name: 'Орлов', date_birth: '1950', date_death: '2010' },
      [{ field: 'avatar', filename: 'photo.png', contentType: 'image/png', data: await pngImage(200, 200) }],
    );
    const created = await t.app.inject({
      method: 'PUT',
      url: '/api/family/person/',
      payload: form.payload,
      headers: { ...form.headers, ...t.bearer(owner.session) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const person = created.json();
    const page = (
      await call('PUT', '/api/memory_page/page/', owner.session, {
        person_id: person.id,
        visibility: 'public',
      })
    ).json();
    // a deliberate link into the viewer's tree, as after a hand-over, next to the viewer's own person
    const mine = await addNode(viewer.session, { first_name: 'Своя' });
    const [node] = await t.db
      .insert(familyNodes)
      .values({ accountId: viewer.account.id, personId: person.id })
      .returning();
    await t.db
      .insert(familyLinks)
      .values({ accountId: viewer.account.id, kind: 'parent', fromNodeId: node.id, toNodeId: mine.id });

    const shownAs = async () => (await treeOf(viewer.session)).nodes.find((n) => n.id === node.id)?.person;
    expect(await shownAs()).toMatchObject({
      full_name: 'Орлов Сергей',
      date_death: '2010',
      memory_page_id: page.id,
    });
    expect((await shownAs())?.avatar).toBe(person.avatar.replace('/media/private/', '/media/'));

    for (const visibility of ['private', 'link'] as const) {
      await call('PUT', `/api/memory_page/page/${page.id}/`, owner.session, { visibility });
      const tree = await treeOf(viewer.session);
      // the node stays in its place in the tree, with nothing of the person
      expect(tree.links).toEqual([
        { id: expect.any(Number), kind: 'parent', from: node.id, to: mine.id, marriage: null, divorce: null },
      ]);
      const hidden = tree.nodes.find((n) => n.id === node.id)?.person;
      expect(hidden).toMatchObject({
        id: person.id,
        full_name: HIDDEN_PERSON_NAME,
        last_name: '',
        patronymic: '',
        date_birth: null,
        date_death: null,
        avatar: null,
        avatar_thumbnail: null,
        memory_page_id: null,
        family_node_id: node.id,
      });
      expect(JSON.stringify(tree)).not.toContain('Орлов');
      const one = (await call('GET', `/api/family/node/${node.id}/`, viewer.session)).json();
      expect(one.person.full_name).toBe(HIDDEN_PERSON_NAME);
      expect((await call('GET', `/api/family/person/${person.id}/`, viewer.session)).statusCode).toBe(404);
    }
    // the owner's own tree and person are as they were
    expect((await call('GET', `/api/family/person/${person.id}/`, owner.session)).json().full_name).toBe(
      'Орлов Сергей',
    );
  });

  it('serves a company owner their personal tree, and 2,000 nodes in one go', async () => {
    const owner = await t.companyOwner();
    const root = await addNode(owner.session, { first_name: 'Основатель' });
    const [account] = await t.db.select().from(familyNodes).where(eq(familyNodes.id, root.id));
    expect(account.accountId).toBe(owner.account.id);

    const rows = await t.db
      .insert(persons)
      .values(
        Array.from({ length: 1999 }, (_, i) => ({ ownerAccountId: owner.account.id, firstName: `П${i}` })),
      )
      .returning({ id: persons.id });
    const nodes = await t.db
      .insert(familyNodes)
      .values(rows.map((row) => ({ accountId: owner.account.id, personId: row.id })))
      .returning({ id: familyNodes.id });
    const ids = [root.id, ...nodes.map((node) => node.id)];
    await t.db.insert(familyLinks).values(
      ids.slice(1).map((id, i) => ({
        accountId: owner.account.id,
        kind: 'parent',
        fromNodeId: ids[Math.floor(i / 2)],
        toNodeId: id,
      })),
    );
    const tree = await treeOf(owner.session);
    expect(tree.nodes).toHaveLength(2000);
    expect(tree.links).toHaveLength(1999);
  });
});

describe('a couple’s marriage and divorce', () => {
  it('live on the spouse link: set, shown in the tree, cleared; only a couple of the caller has them', async () => {
    const { session } = await t.user();
    const me = await addNode(session, {
      first_name: 'Екатерина',
      date_birth: '1922',
      date_birth_qualifier: 'about',
    });
    const husband = await addNode(session, {
      first_name: 'Василий',
      relation: 'spouse',
      family_node_id: me.id,
    });
    const son = await addNode(session, { first_name: 'Лев', relation: 'child', family_node_id: me.id });
    const tree = await treeOf(session);
    expect(tree.nodes.find((node) => node.id === me.id)?.person).toMatchObject({
      date_birth: '1922',
      date_birth_qualifier: 'about',
      other_names: [],
      facts: [],
    });
    const couple = tree.links.find((link) => link.kind === 'spouse');
    const parent = tree.links.find((link) => link.kind === 'parent');
    expect(couple).toMatchObject({ from: Math.min(me.id, husband.id), marriage: null, divorce: null });
    expect(parent).toMatchObject({ from: me.id, to: son.id, marriage: null, divorce: null });

    const set = await call('PUT', `/api/family/link/${couple?.id}/`, session, {
      marriage: { date: { value: '1940', qualifier: 'about' }, place: 'Ржев' },
      divorce: { date: { value: '1941', qualifier: 'between', value_to: '1942' } },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      id: couple?.id,
      kind: 'spouse',
      from: couple?.from,
      to: couple?.to,
      marriage: {
        date: { value: '1940', qualifier: 'about', value_to: null, calendar: 'gregorian', phrase: '' },
        place: 'Ржев',
      },
      divorce: {
        date: { value: '1941', qualifier: 'between', value_to: '1942', calendar: 'gregorian', phrase: '' },
        place: '',
      },
    });
    expect((await treeOf(session)).links.find((link) => link.id === couple?.id)).toEqual(set.json());

    // only what is sent changes; null (or an empty event) clears
    const cleared = await call('PUT', `/api/family/link/${couple?.id}/`, session, {
      divorce: null,
    });
    expect(cleared.json()).toMatchObject({ marriage: { place: 'Ржев' }, divorce: null });
    const emptied = await call('PUT', `/api/family/link/${couple?.id}/`, session, {
      marriage: { date: null, place: '' },
    });
    expect(emptied.json()).toMatchObject({ marriage: null, divorce: null });

    const bad = await call('PUT', `/api/family/link/${couple?.id}/`, session, {
      marriage: { date: { value: '1940', qualifier: 'between' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ 'marriage.date.value_to': ['Укажите вторую дату'] });
    const notCouple = await call('PUT', `/api/family/link/${parent?.id}/`, session, {
      marriage: { date: { value: '1940' } },
    });
    expect(notCouple.statusCode).toBe(400);
    expect(notCouple.json()).toEqual({ detail: FAMILY_TREE_MSG.notCouple, error_code: expect.any(String) });
    const stranger = await t.user();
    expect(
      (await call('PUT', `/api/family/link/${couple?.id}/`, stranger.session, { divorce: null })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/family/link/${couple?.id}/`, undefined, { divorce: null })).statusCode,
    ).toBe(401);
  });
});
