import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../modules/accounts/accounts.table';
import { agentRequests } from '../modules/agent-requests/agent-requests.table';
import { companies } from '../modules/companies/companies.table';
import { recordAudit } from '../platform/audit/audit.service';

const HOUR = 3600_000;
const dayBefore = (now: number, days: number) => new Date(now - days * 24 * HOUR).toISOString().slice(0, 10);

/**
 * Two agent requests for «Ритуал-Сервис», recorded by its manager (manager@demo.ru) from agents' calls: a fresh
 * one from a hospital morgue orderly, still new (nobody else opened it), and one from a district police officer
 * that the owner has already read. Neither has a deal yet, so «Создать сделку» can be tried on both.
 * Written once: a company that already has agent requests is left alone.
 */
export async function seedDemoAgentRequests(db: Db): Promise<boolean> {
  const [ritual] = await db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
    .where(and(eq(accounts.email, 'company@demo.ru'), isNull(companies.parentId)));
  const [manager] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'manager@demo.ru'));
  if (!ritual || !manager) return false;
  const [already] = await db
    .select({ id: agentRequests.id })
    .from(agentRequests)
    .where(eq(agentRequests.companyId, ritual.id))
    .limit(1);
  if (already) return false;

  const now = Date.now();
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(agentRequests)
      .values([
        {
          companyId: ritual.id,
          agentName: 'Громов Сергей Викторович',
          agentPhone: '79051234567',
          agentOrganization: 'ГБУЗ «Областная клиническая больница», патологоанатомическое отделение',
          contactName: 'Лебедева Наталья Андреевна',
          contactPhone: '79157654321',
          contactEmail: 'n.lebedeva@example.ru',
          deceasedLastName: 'Лебедев',
          deceasedFirstName: 'Андрей',
          deceasedPatronymic: 'Николаевич',
          deathDate: dayBefore(now, 1),
          place: 'Тверь, Петербургское шоссе, 105, морг больницы',
          categoryOrder: 2,
          note: 'Дочь просит позвонить до 20:00; нужен зал прощания и автобус на 20 человек.',
          fee: 500_000,
          isNew: true,
          createdBy: manager.id,
          createdAt: new Date(now - 2 * HOUR),
          updatedAt: new Date(now - 2 * HOUR),
        },
        {
          companyId: ritual.id,
          agentName: 'Лейтенант Фомин А. В.',
          agentPhone: '79036665544',
          agentOrganization: 'ОП «Заволжский» УМВД России по г. Твери, участковый',
          contactName: 'Соколов Дмитрий Олегович',
          contactPhone: '79201112233',
          contactEmail: '',
          deceasedLastName: 'Соколова',
          deceasedFirstName: 'Галина',
          deceasedPatronymic: 'Петровна',
          deathDate: dayBefore(now, 3),
          place: 'Тверь, ул. Бебеля, 12, кв. 4 (на дому)',
          categoryOrder: 3,
          note: 'Сын живёт в Москве, приедет завтра утром. Кремация, урну забрать семье.',
          fee: 300_000,
          isNew: false,
          createdBy: manager.id,
          createdAt: new Date(now - 2 * 24 * HOUR),
          updatedAt: new Date(now - 2 * 24 * HOUR),
        },
      ])
      .returning();
    for (const row of rows) {
      await recordAudit(tx, {
        companyId: ritual.id,
        accountId: manager.id,
        model: 'AgentRequest',
        recordId: row.id,
        action: 'create',
        after: {
          agent_name: row.agentName,
          agent_phone: row.agentPhone,
          deceased_last_name: row.deceasedLastName,
          deceased_first_name: row.deceasedFirstName,
          category_order: row.categoryOrder,
          fee: Number(row.fee) / 100,
        },
      });
    }
  });
  return true;
}
