import type { TaskStatus } from '@sp/shared/api/tasks';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../modules/accounts/accounts.table';
import { companies } from '../modules/companies/companies.table';
import { taskComments, tasks, taskTemplates, todos, todoTemplates } from '../modules/tasks/tasks.table';
import { recordAudit } from '../platform/audit/audit.service';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** A day `days` from now at `hour`:00 Moscow time (UTC+3). */
function at(now: number, days: number, hour: number): Date {
  const day = new Date(now + days * DAY).toISOString().slice(0, 10);
  return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+03:00`);
}

const FUNERAL = {
  title: 'Организация похорон',
  description:
    '<p>Порядок работ по захоронению: от документов до поминального обеда. Отмечайте пункты по мере выполнения.</p>',
  todos: [
    'Получить медицинское свидетельство о смерти',
    'Оформить гербовое свидетельство о смерти в ЗАГСе',
    'Согласовать место на кладбище',
    'Подобрать гроб, венки и ритуальные принадлежности',
    'Заказать катафалк и автобус для родственников',
    'Договориться о прощальном зале и отпевании',
    'Заказать поминальный обед',
  ],
};

const CREMATION = {
  title: 'Кремация',
  description: '<p>Кремация и выдача урны семье.</p>',
  todos: [
    'Получить справку о смерти для крематория',
    'Записаться в крематорий на дату и время',
    'Подобрать урну вместе с семьёй',
    'Выдать урну семье под подпись',
  ],
};

type DemoTask = {
  title: string;
  description?: string;
  status: TaskStatus;
  assignee: 'owner' | 'manager' | null;
  deadline: Date | null;
  createdAgo: number;
  template?: 'funeral' | 'cremation';
  /** to-dos of a task not made from a template */
  todos?: string[];
  /** how many of the to-dos (from the first) are done */
  done?: number;
  comments?: { by: 'owner' | 'manager'; text: string; hoursAgo: number }[];
};

/**
 * Two task templates for «Ритуал-Сервис» («Организация похорон» with seven to-dos and «Кремация» with four) and six
 * tasks in every status: one from each template, partly done; a call to make tomorrow with comments; an overdue
 * one; one nobody holds yet; one done. Nothing is linked to a deal (the demo deals come from their own seed).
 * Written once: a company that already has task templates is left alone.
 */
export async function seedDemoTasks(db: Db): Promise<boolean> {
  const [ritual] = await db
    .select({ id: companies.id, ownerId: companies.ownerAccountId })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
    .where(and(eq(accounts.email, 'company@demo.ru'), isNull(companies.parentId)));
  const [manager] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'manager@demo.ru'));
  if (!ritual || !manager) return false;
  const [already] = await db
    .select({ id: taskTemplates.id })
    .from(taskTemplates)
    .where(eq(taskTemplates.companyId, ritual.id))
    .limit(1);
  if (already) return false;

  const now = Date.now();
  const people = { owner: ritual.ownerId, manager: manager.id };
  const demoTasks: DemoTask[] = [
    {
      title: 'Организация похорон Лебедева А. Н.',
      status: 'in_progress',
      assignee: 'manager',
      deadline: at(now, 2, 10),
      createdAgo: 1,
      template: 'funeral',
      done: 3,
      comments: [
        {
          by: 'manager',
          text: 'Дочь просит прощание в зале на Бебеля, отпевание в храме рядом.',
          hoursAgo: 20,
        },
      ],
    },
    {
      title: 'Кремация Соколовой Г. П.',
      status: 'new',
      assignee: 'manager',
      deadline: at(now, 4, 12),
      createdAgo: 0.5,
      template: 'cremation',
      done: 1,
    },
    {
      title: 'Перезвонить Соколову Д. О.',
      description: '<p>Уточнить время приезда и согласовать <strong>выбор урны</strong>.</p>',
      status: 'new',
      assignee: 'owner',
      deadline: at(now, 1, 11),
      createdAgo: 0.2,
      comments: [
        { by: 'manager', text: 'Сын будет в Твери завтра к обеду, телефон в заявке агента.', hoursAgo: 4 },
        { by: 'owner', text: 'Позвоню в 11:00.', hoursAgo: 2 },
      ],
    },
    {
      title: 'Вернуть документы семье Кузнецовых',
      status: 'in_progress',
      assignee: 'manager',
      deadline: at(now, -2, 18),
      createdAgo: 6,
      todos: ['Сделать копии паспорта и свидетельства', 'Передать оригиналы под подпись'],
      done: 1,
    },
    {
      title: 'Подготовить договор и счёт для семьи Ивановых',
      status: 'new',
      assignee: null,
      deadline: at(now, 3, 15),
      createdAgo: 0.1,
    },
    {
      title: 'Проверить поставку венков',
      status: 'done',
      assignee: 'manager',
      deadline: at(now, -1, 12),
      createdAgo: 4,
      todos: ['Сверить количество с накладной', 'Проверить ленты с надписями'],
      done: 2,
    },
  ];

  await db.transaction(async (tx) => {
    const templateIds: Record<'funeral' | 'cremation', number> = { funeral: 0, cremation: 0 };
    for (const [key, template] of [
      ['funeral', FUNERAL],
      ['cremation', CREMATION],
    ] as const) {
      const createdAt = new Date(now - 30 * DAY);
      const [row] = await tx
        .insert(taskTemplates)
        .values({
          companyId: ritual.id,
          title: template.title,
          description: template.description,
          createdBy: ritual.ownerId,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      await tx
        .insert(todoTemplates)
        .values(template.todos.map((title, index) => ({ templateId: row.id, title, sortOrder: index })));
      await recordAudit(tx, {
        companyId: ritual.id,
        accountId: ritual.ownerId,
        model: 'TaskTemplate',
        recordId: row.id,
        action: 'create',
        after: { title: row.title, description: row.description, todos: template.todos },
      });
      templateIds[key] = row.id;
    }

    for (const demo of demoTasks) {
      const template =
        demo.template === 'funeral' ? FUNERAL : demo.template === 'cremation' ? CREMATION : null;
      const titles = template?.todos ?? demo.todos ?? [];
      const createdAt = new Date(now - demo.createdAgo * DAY);
      const author = demo.template === 'cremation' ? people.manager : people.owner;
      const [task] = await tx
        .insert(tasks)
        .values({
          companyId: ritual.id,
          title: demo.title,
          description: demo.description ?? template?.description ?? '',
          status: demo.status,
          assigneeId: demo.assignee ? people[demo.assignee] : null,
          deadline: demo.deadline,
          templateId: demo.template ? templateIds[demo.template] : null,
          createdBy: author,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      if (titles.length) {
        await tx.insert(todos).values(
          titles.map((title, index) => {
            const done = index < (demo.done ?? 0);
            return {
              taskId: task.id,
              title,
              sortOrder: index,
              isDone: done,
              doneAt: done ? new Date(createdAt.getTime() + (index + 1) * HOUR) : null,
              doneBy: done ? (demo.assignee ? people[demo.assignee] : author) : null,
              createdAt,
            };
          }),
        );
      }
      await recordAudit(tx, {
        companyId: ritual.id,
        accountId: author,
        model: 'Task',
        recordId: task.id,
        action: 'create',
        after: {
          title: task.title,
          status: task.status,
          assignee_id: task.assigneeId,
          deadline: task.deadline?.toISOString() ?? null,
          template_id: task.templateId,
          todos: titles,
        },
      });
      for (const comment of demo.comments ?? []) {
        await tx.insert(taskComments).values({
          taskId: task.id,
          authorId: people[comment.by],
          comment: comment.text,
          createdAt: new Date(now - comment.hoursAgo * HOUR),
        });
      }
    }
  });
  return true;
}
