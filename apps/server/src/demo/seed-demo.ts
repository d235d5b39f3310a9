import { MODULES, type ModuleLevels } from '@sp/shared/permissions/modules';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../modules/accounts/accounts.table';
import { createCompany } from '../modules/companies/companies.service';
import { membershipRoles, memberships, roles } from '../modules/companies/companies.table';
import { hashPassword } from '../platform/passwords';

export const DEMO_PASSWORD = 'demo12345';

type DemoAccount = {
  email: string;
  userType: 1 | 2 | 3 | 4;
  firstName: string;
  lastName: string;
  phone?: string;
};

const FULL_RIGHTS = Object.fromEntries(
  MODULES.filter((module) => module !== 'admin').map((module) => [module, 1]),
) as ModuleLevels;

/**
 * The demo accounts of the README, written once: a second start finds them and does nothing.
 * Everything is one transaction, so an interrupted seed leaves no half-made company.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'admin@demo.ru'));
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const create = async (input: DemoAccount) => {
      const [row] = await tx
        .insert(accounts)
        .values({
          email: input.email,
          phone: input.phone ?? null,
          userType: input.userType,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          isEmailVerified: true,
          isPhoneVerified: Boolean(input.phone),
        })
        .returning();
      return row;
    };
    const employ = async (
      accountId: number,
      companyId: number,
      role: { name: string; modules: ModuleLevels },
    ) => {
      const [membership] = await tx.insert(memberships).values({ accountId, companyId }).returning();
      const [created] = await tx
        .insert(roles)
        .values({ companyId, ...role })
        .returning();
      await tx.insert(membershipRoles).values({ membershipId: membership.id, roleId: created.id });
      await tx.update(accounts).set({ currentCompanyId: companyId }).where(eq(accounts.id, accountId));
    };
    const own = async (accountId: number, name: string, type: 'REGULAR' | 'MUNICIPAL' | 'DEALER') => {
      const company = await createCompany(tx, { name, ownerAccountId: accountId, type });
      await tx.update(accounts).set({ currentCompanyId: company.id }).where(eq(accounts.id, accountId));
      return company;
    };

    await create({
      email: 'user@demo.ru',
      phone: '79000000001',
      userType: 1,
      firstName: 'Анна',
      lastName: 'Смирнова',
    });

    const owner = await create({
      email: 'company@demo.ru',
      userType: 2,
      firstName: 'Олег',
      lastName: 'Воронцов',
    });
    const main = await own(owner.id, 'Ритуал-Сервис', 'REGULAR');
    await createCompany(tx, {
      name: 'Ритуал-Сервис, филиал на Лесной',
      ownerAccountId: owner.id,
      parentId: main.id,
    });

    const manager = await create({
      email: 'manager@demo.ru',
      userType: 3,
      firstName: 'Мария',
      lastName: 'Ковалёва',
    });
    await employ(manager.id, main.id, { name: 'Менеджер', modules: FULL_RIGHTS });

    const viewer = await create({
      email: 'viewer@demo.ru',
      userType: 3,
      firstName: 'Илья',
      lastName: 'Петров',
    });
    await employ(viewer.id, main.id, { name: 'Наблюдатель сделок', modules: { orders: 3 } });

    const municipal = await create({
      email: 'municipal@demo.ru',
      userType: 2,
      firstName: 'Татьяна',
      lastName: 'Белова',
    });
    await own(municipal.id, 'МКУ «Городские кладбища»', 'MUNICIPAL');

    const dealer = await create({
      email: 'dealer@demo.ru',
      userType: 2,
      firstName: 'Сергей',
      lastName: 'Лебедев',
    });
    await own(dealer.id, 'Дилерский центр «Память»', 'DEALER');

    await create({ email: 'admin@demo.ru', userType: 4, firstName: 'Админ', lastName: 'Платформы' });
  });
  return true;
}
