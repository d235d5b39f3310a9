import { TASK_MSG } from '@sp/shared/api/tasks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { orders } from '../orders/orders.table';
import { persons } from '../persons/persons.table';
import { tasks } from './tasks.table';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
type Owner = Awaited<ReturnType<TestApp['companyOwner']>>;
type Employee = Awaited<ReturnType<TestApp['employee']>>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  session?: Session,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const TASKS = '/api/company-tasks/tasks/';
const FROM_TEMPLATE = '/api/company-tasks/tasks-from-template/';
const TODO = '/api/company-tasks/todo/';
const SORT = '/api/company-tasks/todo-sort-order-updater/';
const COMMENTS = '/api/company-tasks/comments/';
const TEMPLATES = '/api/company-tasks/task-templates/';
const TODO_TEMPLATES = '/api/company-tasks/todo-templates/';
const ASSIGNEES = '/api/company-tasks/assignees/';
const TRACKER = '/api/tasks/task-tracker/';

let shop: Owner;
let rival: Owner;
let viewer: Employee;
let writer: Employee;
let full: Employee;
let deal = 0;
let rivalDeal = 0;
let person = 0;
let rivalPerson = 0;

async function insertDeal(companyId: number, number: number): Promise<number> {
  const [row] = await t.db
    .insert(orders)
    .values({ companyId, number, typeOrder: 1, categoryOrder: 2 })
    .returning({ id: orders.id });
  return row.id;
}

async function insertPerson(companyId: number, firstName: string): Promise<number> {
  const [row] = await t.db
    .insert(persons)
    .values({ ownerCompanyId: companyId, lastName: 'Смирнов', firstName, patronymic: 'Ильич' })
    .returning({ id: persons.id });
  return row.id;
}

async function ok(response: Awaited<ReturnType<typeof call>>, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return status === 204 ? undefined : response.json();
}

const createTask = async (session: Session, body: object = {}) =>
  ok(await call('POST', TASKS, session, { title: 'Позвонить родственникам', ...body }), 201);

beforeAll(async () => {
  t = await createTestApp();
  shop = await t.companyOwner('REGULAR', 'Ритуал');
  rival = await t.companyOwner('REGULAR', 'Соседи');
  viewer = await t.employee(shop.company.id, { tasks: 3 });
  writer = await t.employee(shop.company.id, { tasks: 2 });
  full = await t.employee(shop.company.id, { tasks: 1 });
  deal = await insertDeal(shop.company.id, 7);
  rivalDeal = await insertDeal(rival.company.id, 1);
  person = await insertPerson(shop.company.id, 'Пётр');
  rivalPerson = await insertPerson(rival.company.id, 'Чужой');
});
afterAll(() => t.close());

const journalOf = (model: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.model, model), eq(auditLog.recordId, String(id))))
    .orderBy(auditLog.id);

describe('tasks', () => {
  it('the owner creates a task with to-dos, reads, changes, patches and deletes it; each step journalled', async () => {
    const deadline = '2030-05-20T09:00:00.000Z';
    const created = await createTask(shop.session, {
      title: '  Заказать венки  ',
      description: '<p>Два венка, <strong>живые</strong> цветы</p><script>alert(1)</script>',
      assignee_id: writer.account.id,
      deadline,
      order_id: deal,
      person_id: person,
      todos: ['Выбрать венки', 'Оплатить', 'Доставить'],
    });
    expect(created).toMatchObject({
      title: 'Заказать венки',
      description: '<p>Два венка, <strong>живые</strong> цветы</p>',
      status: 'new',
      assignee: { id: writer.account.id, name: 'Тест' },
      deadline,
      order: { id: deal, number: 7 },
      person: { id: person, full_name: 'Смирнов Пётр Ильич' },
      template: null,
      created_by: { id: shop.account.id },
      todos_total: 3,
      todos_done: 0,
      comments_count: 0,
    });
    expect(
      created.todos.map((todo: { title: string; sort_order: number }) => [todo.title, todo.sort_order]),
    ).toEqual([
      ['Выбрать венки', 0],
      ['Оплатить', 1],
      ['Доставить', 2],
    ]);

    const read = await ok(await call('GET', `${TASKS}${created.id}/`, shop.session));
    expect(read.todos).toHaveLength(3);

    const put = await ok(
      await call('PUT', `${TASKS}${created.id}/`, shop.session, {
        title: 'Заказать венки и ленты',
        status: 'in_progress',
        assignee_id: shop.account.id,
        deadline: null,
      }),
    );
    // PUT replaces every field: those left out take their defaults
    expect(put).toMatchObject({
      title: 'Заказать венки и ленты',
      description: '',
      status: 'in_progress',
      assignee: { id: shop.account.id },
      deadline: null,
      order: null,
      person: null,
    });

    const patched = await ok(await call('PATCH', `${TASKS}${created.id}/`, shop.session, { status: 'done' }));
    expect(patched).toMatchObject({ status: 'done', title: 'Заказать венки и ленты' });
    expect((await call('PATCH', `${TASKS}${created.id}/`, shop.session, {})).statusCode).toBe(400);

    await ok(await call('DELETE', `${TASKS}${created.id}/`, shop.session), 204);
    expect((await call('GET', `${TASKS}${created.id}/`, shop.session)).statusCode).toBe(404);

    const journal = await journalOf('Task', created.id);
    expect(journal.map((row) => row.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(journal[0].changes.todos).toEqual({ old: null, new: ['Выбрать венки', 'Оплатить', 'Доставить'] });
    expect(journal[2].changes).toEqual({ status: { old: 'in_progress', new: 'done' } });
    expect(journal[0].companyId).toBe(shop.company.id);
  });

  it('validates the title, status, deadline and that the assignee, deal and person are the company’s', async () => {
    const bad = await call('POST', TASKS, shop.session, { title: ' ', status: 'lost', deadline: 'завтра' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      title: [TASK_MSG.titleRequired],
      status: [TASK_MSG.status],
      deadline: [TASK_MSG.dateTime],
    });
    const cases = [
      [{ assignee_id: rival.account.id }, 'assignee_id', TASK_MSG.assigneeNotFound],
      [{ order_id: rivalDeal }, 'order_id', TASK_MSG.orderNotFound],
      [{ order_id: 999_999 }, 'order_id', TASK_MSG.orderNotFound],
      [{ person_id: rivalPerson }, 'person_id', TASK_MSG.personNotFound],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await call('POST', TASKS, shop.session, { title: 'Задача', ...body });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toEqual({ [field]: [message] });
    }
    // the owner and every employee may hold a task
    const assignees = await ok(await call('GET', ASSIGNEES, viewer.session));
    expect(assignees.count).toBe(4);
    expect(assignees.results[0]).toMatchObject({ id: shop.account.id, is_owner: true });
    for (const { id } of assignees.results) await createTask(writer.session, { assignee_id: id });
    const changed = await call('PATCH', `${TASKS}${(await createTask(shop.session)).id}/`, shop.session, {
      assignee_id: rival.account.id,
    });
    expect(changed.json()).toEqual({ assignee_id: [TASK_MSG.assigneeNotFound] });
  });

  it('lists with the spec’s filters, sort and paging', async () => {
    const owner = await t.companyOwner('REGULAR', 'Фильтры');
    const mate = await t.employee(owner.company.id, { tasks: 2 });
    const make = (body: object) => createTask(owner.session, body);
    const early = await make({ title: 'Ранняя', deadline: '2030-03-01T06:00:00Z', status: 'new' });
    // 23:30 Moscow on March 2nd is still March 2nd there, though 20:30 UTC
    const late = await make({
      title: 'Поздняя',
      deadline: '2030-03-02T20:30:00Z',
      status: 'in_progress',
      assignee_id: mate.account.id,
      description: '<p>про памятник</p>',
    });
    const none = await make({ title: 'Без срока', status: 'done' });
    const [old] = await t.db
      .update(tasks)
      .set({ createdAt: new Date('2029-12-31T22:00:00Z') })
      .where(eq(tasks.id, none.id))
      .returning();
    expect(old.createdAt.toISOString()).toBe('2029-12-31T22:00:00.000Z');
    const list = async (query: string) =>
      (await ok(await call('GET', `${TASKS}?${query}`, owner.session))) as {
        results: { id: number }[];
        count: number;
      };
    const idsOf = async (query: string) => (await list(query)).results.map((task) => task.id);

    expect(await idsOf('sort=deadline')).toEqual([early.id, late.id, none.id]);
    expect(await idsOf('sort=-deadline')).toEqual([late.id, early.id, none.id]);
    expect(await idsOf('sort=title')).toEqual([none.id, late.id, early.id]);
    expect(await idsOf('sort=status')).toEqual([early.id, late.id, none.id]);
    expect(await idsOf('status=new,in_progress&sort=created_at')).toEqual([early.id, late.id]);
    expect(await idsOf('deadline_from_date=2030-03-02&deadline_to_date=2030-03-02')).toEqual([late.id]);
    expect(await idsOf('deadline_to_date=2030-03-01')).toEqual([early.id]);
    // 01:00 Moscow on January 1st, 2030, though December 31st in UTC
    expect(await idsOf('created_from_date=2029-12-31&created_to_date=2029-12-31')).toEqual([]);
    expect(await idsOf('created_from_date=2030-01-01&created_to_date=2030-01-01')).toEqual([none.id]);
    expect(await idsOf('date_gte=2030-03-01T07:00:00Z&date_lte=2030-03-31')).toEqual([late.id]);
    expect(await idsOf('date_gte=2030-03-01&date_lte=2030-03-01T06:00:00Z')).toEqual([early.id]);
    expect(await idsOf('query=памятник')).toEqual([late.id]);
    expect(await idsOf(`assignee=${mate.account.id}`)).toEqual([late.id]);
    expect(await idsOf('assignee=none&sort=created_at')).toEqual([early.id, none.id]);
    const page = await list('sort=deadline&offset=1&limit=1');
    expect(page).toMatchObject({ count: 3, results: [{ id: late.id }] });

    const period = await call(
      'GET',
      `${TASKS}?deadline_from_date=2030-03-02&deadline_to_date=2030-03-01`,
      owner.session,
    );
    expect(period.json()).toEqual({ deadline_to_date: [TASK_MSG.periodOrder] });
    expect((await call('GET', `${TASKS}?status=lost`, owner.session)).statusCode).toBe(400);
    expect((await call('GET', `${TASKS}?sort=company_id`, owner.session)).statusCode).toBe(400);
  });
});

describe('to-dos', () => {
  it('are added at the end, ticked with who and when, renamed, deleted (the rest close up) and journalled', async () => {
    const task = await createTask(writer.session, { todos: ['Первый', 'Второй'] });
    const third = await ok(
      await call('POST', TODO, writer.session, { task_id: task.id, title: 'Третий' }),
      201,
    );
    expect(third).toMatchObject({ task_id: task.id, title: 'Третий', sort_order: 2, is_done: false });

    const ticked = await ok(
      await call('PUT', `${TODO}${task.todos[0].id}/`, writer.session, { is_done: true }),
    );
    expect(ticked).toMatchObject({ is_done: true, done_by: { id: writer.account.id } });
    expect(ticked.done_at).not.toBeNull();
    const renamed = await ok(
      await call('PUT', `${TODO}${third.id}/`, writer.session, { title: 'Третий пункт' }),
    );
    expect(renamed.title).toBe('Третий пункт');
    expect((await call('PUT', `${TODO}${third.id}/`, writer.session, {})).statusCode).toBe(400);
    expect((await call('PUT', `${TODO}${third.id}/`, writer.session, { title: '' })).json()).toEqual({
      title: [TASK_MSG.todoRequired],
    });

    const read = await ok(await call('GET', `${TASKS}${task.id}/`, writer.session));
    expect(read).toMatchObject({ todos_total: 3, todos_done: 1 });

    await ok(await call('DELETE', `${TODO}${task.todos[1].id}/`, writer.session), 204);
    const list = await ok(await call('GET', `${TODO}?task_id=${task.id}`, viewer.session));
    expect(
      list.results.map((todo: { title: string; sort_order: number }) => [todo.title, todo.sort_order]),
    ).toEqual([
      ['Первый', 0],
      ['Третий пункт', 1],
    ]);
    expect((await ok(await call('GET', `${TODO}${third.id}/`, viewer.session))).sort_order).toBe(1);

    const unticked = await ok(
      await call('PUT', `${TODO}${task.todos[0].id}/`, writer.session, { is_done: false }),
    );
    expect(unticked).toMatchObject({ is_done: false, done_at: null, done_by: null });

    const journal = await journalOf('Todo', task.todos[0].id);
    expect(journal.map((row) => row.action)).toEqual(['update', 'update']);
    expect(journal[0].changes).toEqual({ is_done: { old: false, new: true } });
    expect((await journalOf('Todo', task.todos[1].id)).map((row) => row.action)).toEqual(['delete']);

    const missing = await call('POST', TODO, writer.session, { task_id: 999_999, title: 'Пункт' });
    expect(missing.json()).toEqual({ task_id: [TASK_MSG.notFound] });
  });

  it('todo-sort-order-updater keeps the order it is given, in one go, and refuses an incomplete list', async () => {
    const task = await createTask(writer.session, { todos: ['А', 'Б', 'В', 'Г'] });
    const [a, b, c, d] = task.todos.map((todo: { id: number }) => todo.id);
    const sorted = await ok(await call('PUT', `${SORT}${task.id}/`, writer.session, { ids: [c, a, d, b] }));
    expect(
      sorted.map((todo: { title: string; sort_order: number }) => [todo.title, todo.sort_order]),
    ).toEqual([
      ['В', 0],
      ['А', 1],
      ['Г', 2],
      ['Б', 3],
    ]);
    const read = await ok(await call('GET', `${TASKS}${task.id}/`, viewer.session));
    expect(read.todos.map((todo: { id: number }) => todo.id)).toEqual([c, a, d, b]);
    const journal = await journalOf('Task', task.id);
    expect(journal.at(-1)?.changes).toEqual({
      todo_order: { old: ['А', 'Б', 'В', 'Г'], new: ['В', 'А', 'Г', 'Б'] },
    });

    const other = await createTask(writer.session, { todos: ['Чужой пункт'] });
    for (const ids of [
      [c, a, d],
      [c, a, d, b, b],
      [c, a, d, other.todos[0].id],
    ]) {
      const refused = await call('PUT', `${SORT}${task.id}/`, writer.session, { ids });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ ids: [TASK_MSG.sortOrder] });
    }
    // nothing moved
    const after = await ok(await call('GET', `${TODO}?task_id=${task.id}`, viewer.session));
    expect(after.results.map((todo: { id: number }) => todo.id)).toEqual([c, a, d, b]);
    expect((await call('PUT', `${SORT}${task.id}/`, rival.session, { ids: [c, a, d, b] })).statusCode).toBe(
      404,
    );
  });
});

describe('comments', () => {
  it('are listed oldest first; their author deletes them, nobody else', async () => {
    const task = await createTask(shop.session);
    const first = await ok(
      await call('POST', COMMENTS, writer.session, { task_id: task.id, comment: 'Семья просит перезвонить' }),
      201,
    );
    expect(first).toMatchObject({ task_id: task.id, author: { id: writer.account.id }, is_own: true });
    await ok(await call('POST', COMMENTS, full.session, { task_id: task.id, comment: 'Перезвонил' }), 201);
    const empty = await call('POST', COMMENTS, writer.session, { task_id: task.id, comment: '   ' });
    expect(empty.json()).toEqual({ comment: [TASK_MSG.commentRequired] });
    const long = await call('POST', COMMENTS, writer.session, {
      task_id: task.id,
      comment: 'а'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);

    const list = await ok(await call('GET', `${COMMENTS}?task_id=${task.id}`, viewer.session));
    expect(list.count).toBe(2);
    expect(
      list.results.map((row: { comment: string; is_own: boolean }) => [row.comment, row.is_own]),
    ).toEqual([
      ['Семья просит перезвонить', false],
      ['Перезвонил', false],
    ]);
    expect((await ok(await call('GET', `${TASKS}${task.id}/`, viewer.session))).comments_count).toBe(2);

    const notMine = await call('DELETE', `${COMMENTS}${first.id}/`, full.session);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toEqual({ detail: TASK_MSG.ownCommentOnly });
    expect((await call('DELETE', `${COMMENTS}${first.id}/`, rival.session)).statusCode).toBe(404);
    await ok(await call('DELETE', `${COMMENTS}${first.id}/`, writer.session), 204);
    expect((await journalOf('TaskComment', first.id)).map((row) => row.action)).toEqual(['create', 'delete']);
    expect((await call('GET', `${COMMENTS}?task_id=${task.id}`, rival.session)).statusCode).toBe(404);
    expect((await call('GET', COMMENTS, viewer.session)).statusCode).toBe(400);
  });
});

describe('templates', () => {
  it('a template with to-do templates: created, listed, changed, its to-dos moved and deleted; journalled', async () => {
    const template = await ok(
      await call('POST', TEMPLATES, writer.session, {
        title: 'Организация похорон',
        description: '<p>Порядок работ</p>',
        todos: ['Свидетельство о смерти', 'Место на кладбище', 'Катафалк'],
      }),
      201,
    );
    expect(template).toMatchObject({ title: 'Организация похорон', tasks_count: 0 });
    const [certificate, place, hearse] = template.todos;
    expect(template.todos.map((todo: { sort_order: number }) => todo.sort_order)).toEqual([0, 1, 2]);

    const added = await ok(
      await call('POST', TODO_TEMPLATES, writer.session, {
        template_id: template.id,
        title: 'Поминальный обед',
      }),
      201,
    );
    expect(added.sort_order).toBe(3);
    const moved = await ok(
      await call('PUT', `${TODO_TEMPLATES}${hearse.id}/`, writer.session, { sort_order: 0 }),
    );
    expect(moved).toMatchObject({ title: 'Катафалк', sort_order: 0 });
    await ok(
      await call('PUT', `${TODO_TEMPLATES}${place.id}/`, writer.session, {
        title: 'Место на кладбище',
        sort_order: 99,
      }),
    );
    await ok(await call('DELETE', `${TODO_TEMPLATES}${certificate.id}/`, full.session), 204);
    const todos = await ok(await call('GET', `${TODO_TEMPLATES}?template_id=${template.id}`, viewer.session));
    expect(
      todos.results.map((todo: { title: string; sort_order: number }) => [todo.title, todo.sort_order]),
    ).toEqual([
      ['Катафалк', 0],
      ['Поминальный обед', 1],
      ['Место на кладбище', 2],
    ]);
    expect((await ok(await call('GET', `${TODO_TEMPLATES}${added.id}/`, viewer.session))).title).toBe(
      'Поминальный обед',
    );

    const changed = await ok(
      await call('PUT', `${TEMPLATES}${template.id}/`, writer.session, {
        title: 'Похороны',
        description: '',
      }),
    );
    expect(changed).toMatchObject({ title: 'Похороны', description: '' });
    expect(changed.todos).toHaveLength(3);
    const list = await ok(await call('GET', `${TEMPLATES}?query=похор`, viewer.session));
    expect(list.results.map((row: { id: number }) => row.id)).toContain(template.id);
    expect((await ok(await call('GET', TEMPLATES, rival.session))).count).toBe(0);

    expect((await journalOf('TaskTemplate', template.id)).map((row) => row.action)).toEqual([
      'create',
      'update',
    ]);
    expect((await journalOf('TodoTemplate', hearse.id)).map((row) => row.action)).toEqual(['update']);

    expect((await call('DELETE', `${TEMPLATES}${template.id}/`, writer.session)).statusCode).toBe(403);
    await ok(await call('DELETE', `${TEMPLATES}${template.id}/`, full.session), 204);
    expect((await call('GET', `${TEMPLATES}${template.id}/`, full.session)).statusCode).toBe(404);
    expect((await call('GET', `${TODO_TEMPLATES}${added.id}/`, full.session)).statusCode).toBe(404);
  });

  it('tasks-from-template makes the task with the template’s to-dos in order, for a deal or a person, in one step', async () => {
    const template = await ok(
      await call('POST', TEMPLATES, shop.session, {
        title: 'Кремация',
        description: '<p>Этапы</p>',
        todos: ['Справка', 'Запись в крематорий', 'Урна'],
      }),
      201,
    );
    const task = await ok(
      await call('POST', FROM_TEMPLATE, writer.session, {
        template_id: template.id,
        order_id: deal,
        assignee_id: full.account.id,
        deadline: '2030-06-01T07:00:00Z',
      }),
      201,
    );
    expect(task).toMatchObject({
      title: 'Кремация',
      description: '<p>Этапы</p>',
      status: 'new',
      order: { id: deal, number: 7 },
      assignee: { id: full.account.id },
      template: { id: template.id, title: 'Кремация' },
      todos_total: 3,
    });
    expect(task.todos.map((todo: { title: string; is_done: boolean }) => [todo.title, todo.is_done])).toEqual(
      [
        ['Справка', false],
        ['Запись в крематорий', false],
        ['Урна', false],
      ],
    );
    const forPerson = await ok(
      await call('POST', FROM_TEMPLATE, writer.session, {
        template_id: template.id,
        title: 'Кремация Смирнова',
        person_id: person,
      }),
      201,
    );
    expect(forPerson).toMatchObject({ title: 'Кремация Смирнова', person: { id: person }, order: null });
    expect((await ok(await call('GET', `${TEMPLATES}${template.id}/`, viewer.session))).tasks_count).toBe(2);
    expect((await ok(await call('GET', `${TASKS}?template_id=${template.id}`, viewer.session))).count).toBe(
      2,
    );
    expect((await journalOf('Task', task.id))[0].changes.todos).toEqual({
      old: null,
      new: ['Справка', 'Запись в крематорий', 'Урна'],
    });

    const theirs = await call('POST', FROM_TEMPLATE, rival.session, { template_id: template.id });
    expect(theirs.json()).toEqual({ template_id: [TASK_MSG.templateNotFound] });
    const theirDeal = await call('POST', FROM_TEMPLATE, writer.session, {
      template_id: template.id,
      order_id: rivalDeal,
    });
    expect(theirDeal.json()).toEqual({ order_id: [TASK_MSG.orderNotFound] });
    // nothing half-made: no task from the refused calls
    expect((await ok(await call('GET', `${TASKS}?template_id=${template.id}`, viewer.session))).count).toBe(
      2,
    );

    // a deleted template leaves its tasks, without the link
    await ok(await call('DELETE', `${TEMPLATES}${template.id}/`, shop.session), 204);
    expect((await ok(await call('GET', `${TASKS}${task.id}/`, viewer.session))).template).toBeNull();
  });
});

describe('a deal’s tasks', () => {
  it('task-tracker lists the tasks of the company’s deal, nearest deadline first; another company’s deal is 404', async () => {
    const dealId = await insertDeal(shop.company.id, 42);
    const later = await createTask(shop.session, { order_id: dealId, deadline: '2030-02-02T10:00:00Z' });
    const sooner = await createTask(shop.session, { order_id: dealId, deadline: '2030-02-01T10:00:00Z' });
    const open = await createTask(shop.session, { order_id: dealId });
    await createTask(shop.session);
    const list = await ok(await call('GET', `${TRACKER}${dealId}/`, viewer.session));
    expect(list.count).toBe(3);
    expect(list.results.map((task: { id: number }) => task.id)).toEqual([sooner.id, later.id, open.id]);
    expect((await call('GET', `${TRACKER}${dealId}/`, rival.session)).statusCode).toBe(404);
    expect((await call('GET', `${TRACKER}${rivalDeal}/`, shop.session)).statusCode).toBe(404);
    expect((await call('GET', `${TRACKER}999999/`, shop.session)).statusCode).toBe(404);

    // a deleted deal leaves its tasks, without the link
    await t.db.delete(orders).where(eq(orders.id, dealId));
    expect((await ok(await call('GET', `${TASKS}${later.id}/`, shop.session))).order).toBeNull();
  });
});

describe('who may do what', () => {
  it('guest 401, user 403, viewer reads only, writer writes, full deletes; another company gets 404', async () => {
    const user = await t.user();
    const task = await createTask(shop.session, { todos: ['Пункт'], order_id: deal });
    const todoId = task.todos[0].id;
    const comment = await ok(
      await call('POST', COMMENTS, shop.session, { task_id: task.id, comment: 'Текст' }),
      201,
    );
    const template = await ok(
      await call('POST', TEMPLATES, shop.session, { title: 'Шаблон', todos: ['Шаг'] }),
      201,
    );
    const todoTemplateId = template.todos[0].id;
    const endpoints: [
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      body: object | undefined,
      level: 1 | 2 | 3,
    ][] = [
      ['GET', TASKS, undefined, 3],
      ['GET', `${TASKS}${task.id}/`, undefined, 3],
      ['POST', TASKS, { title: 'Новая' }, 2],
      ['PUT', `${TASKS}${task.id}/`, { title: 'Та же', order_id: deal }, 2],
      ['PATCH', `${TASKS}${task.id}/`, { status: 'in_progress' }, 2],
      ['GET', ASSIGNEES, undefined, 3],
      ['GET', `${TODO}?task_id=${task.id}`, undefined, 3],
      ['GET', `${TODO}${todoId}/`, undefined, 3],
      ['PUT', `${SORT}${task.id}/`, { ids: [todoId] }, 2],
      ['POST', TODO, { task_id: task.id, title: 'Ещё' }, 2],
      ['PUT', `${TODO}${todoId}/`, { is_done: true }, 2],
      ['GET', `${COMMENTS}?task_id=${task.id}`, undefined, 3],
      ['POST', COMMENTS, { task_id: task.id, comment: 'Ещё' }, 2],
      ['GET', TEMPLATES, undefined, 3],
      ['GET', `${TEMPLATES}${template.id}/`, undefined, 3],
      ['POST', TEMPLATES, { title: 'Другой' }, 2],
      ['PUT', `${TEMPLATES}${template.id}/`, { title: 'Шаблон' }, 2],
      ['GET', `${TODO_TEMPLATES}?template_id=${template.id}`, undefined, 3],
      ['GET', `${TODO_TEMPLATES}${todoTemplateId}/`, undefined, 3],
      ['POST', TODO_TEMPLATES, { template_id: template.id, title: 'Ещё шаг' }, 2],
      ['PUT', `${TODO_TEMPLATES}${todoTemplateId}/`, { title: 'Шаг' }, 2],
      ['POST', FROM_TEMPLATE, { template_id: template.id }, 2],
      ['GET', `${TRACKER}${deal}/`, undefined, 3],
      ['DELETE', `${COMMENTS}${comment.id}/`, undefined, 2],
      ['DELETE', `${TODO_TEMPLATES}${todoTemplateId}/`, undefined, 2],
      ['DELETE', `${TODO}${todoId}/`, undefined, 2],
      ['DELETE', `${TEMPLATES}${template.id}/`, undefined, 1],
      ['DELETE', `${TASKS}${task.id}/`, undefined, 1],
    ];
    for (const [method, url, body, level] of endpoints) {
      const label = `${method} ${url}`;
      expect((await call(method, url, undefined, body)).statusCode, label).toBe(401);
      expect((await call(method, url, user.session, body)).statusCode, label).toBe(403);
      const asViewer = (await call(method, url, viewer.session, body)).statusCode;
      expect(asViewer, label).toBe(level === 3 ? 200 : 403);
      if (level === 1) expect((await call(method, url, writer.session, body)).statusCode, label).toBe(403);
      // another company: a record of this one does not exist for it (lists are its own, creates name a foreign id)
      const asRival = (await call(method, url, rival.session, body)).statusCode;
      const itsOwn = url === TASKS || url === TEMPLATES || url === ASSIGNEES;
      if (!itsOwn) expect(asRival, label).toBe(method === 'POST' ? 400 : 404);
    }
    // and the owner (the comment's author) and the full employee may do it all, the deletions last
    for (const [method, url, body] of endpoints) {
      const session = method === 'DELETE' && url.startsWith(COMMENTS) ? shop.session : full.session;
      const status = (await call(method, url, session, body)).statusCode;
      expect([200, 201, 204], `${method} ${url}`).toContain(status);
    }
  });
});
