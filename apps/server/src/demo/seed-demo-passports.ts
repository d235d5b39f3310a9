import { PASSPORT_DEAL_STATUSES } from '@sp/shared/api/passports';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { burials } from '../modules/cemeteries/cemeteries.table';
import { memoryPages } from '../modules/memory-pages/memory-pages.table';
import { orderDeceased, orders } from '../modules/orders/orders.table';
import { passportRequests } from '../modules/passports/passports.table';
import { persons } from '../modules/persons/persons.table';
import type { Services } from '../services';
import { demoAccount, demoCompanyOf } from './seed-demo-lookup';

/**
 * The demo's burial passports (issue 15 §4), made through the passports service as the applicants and the clerk
 * would: Анна Смирнова's family grave with an issued passport and a second request waiting, «Ритуал-Сервис»'s
 * client's grave with an issued passport and another request returned for corrections. After the cemeteries; a
 * second start finds requests and does nothing.
 */
export async function seedDemoPassports(services: Services): Promise<boolean> {
  const { db, passports } = services;
  const [done] = await db.select({ id: passportRequests.id }).from(passportRequests).limit(1);
  if (done) return false;
  const family = await demoAccount(db, 'user@demo.ru');
  const ritual = await demoCompanyOf(db, 'company@demo.ru');
  const municipal = await demoCompanyOf(db, 'municipal@demo.ru');
  const [any] = await db.select({ id: burials.id }).from(burials).limit(1);
  if (!family || !ritual || !municipal || !any) return false;

  // the family's buried relatives
  const familyBuried = await db
    .select({ personId: persons.id })
    .from(burials)
    .innerJoin(persons, eq(persons.id, burials.personId))
    .where(eq(persons.ownerAccountId, family.id))
    .orderBy(asc(persons.id));
  // the company's buried deceased with a memory page, on deals in work or done
  const companyBuried = await db
    .selectDistinctOn([persons.id], { personId: persons.id, orderId: orders.id })
    .from(burials)
    .innerJoin(persons, eq(persons.id, burials.personId))
    .innerJoin(memoryPages, eq(memoryPages.personId, persons.id))
    .innerJoin(orderDeceased, eq(orderDeceased.personId, persons.id))
    .innerJoin(orders, eq(orders.id, orderDeceased.orderId))
    .where(
      and(
        eq(persons.ownerCompanyId, ritual.companyId),
        eq(orders.companyId, ritual.companyId),
        inArray(orders.status, [...PASSPORT_DEAL_STATUSES]),
        isNotNull(persons.deathDate),
      ),
    )
    .orderBy(asc(persons.id));
  if (familyBuried.length < 2 || companyBuried.length < 2) return false;

  const clerk = { companyId: municipal.companyId, accountId: municipal.owner };
  const asFamily = { owner: { accountId: family.id }, accountId: family.id };
  const asCompany = { owner: { companyId: ritual.companyId }, accountId: ritual.owner };

  const issued = await passports.request(asFamily, {
    person_id: familyBuried[0].personId,
    holder_name: 'Смирнова Анна Петровна',
    holder_phone: '+7 900 000-00-01',
    note: 'Семейное захоронение',
  });
  await passports.decide(clerk, issued.id, { status: 'review' });
  await passports.decide(clerk, issued.id, { status: 'approved', comment: 'Паспорт оформлен' });
  await passports.request(asFamily, {
    person_id: familyBuried[1].personId,
    holder_name: 'Смирнова Анна Петровна',
    holder_phone: '+7 900 000-00-01',
    note: 'Прошу оформить паспорт на могилу бабушки',
  });

  const client = await passports.request(asCompany, {
    person_id: companyBuried[0].personId,
    order_id: companyBuried[0].orderId,
    holder_name: 'Иванова Мария Сергеевна',
    holder_phone: '+7 910 000-00-21',
    note: 'По договору на захоронение',
  });
  await passports.decide(clerk, client.id, { status: 'approved' });
  const returned = await passports.request(asCompany, {
    person_id: companyBuried[1].personId,
    order_id: companyBuried[1].orderId,
    holder_name: 'Петров',
    holder_phone: '',
    note: '',
  });
  await passports.decide(clerk, returned.id, {
    status: 'needs_changes',
    comment: 'Укажите ФИО держателя полностью и телефон для связи.',
  });
  return true;
}
