import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REFRESH_COOKIE, type Session } from '@sp/shared/api/auth';
import type { ModuleLevels } from '@sp/shared/permissions/modules';
import { eq, type SQL } from 'drizzle-orm';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { MARKER_QUERY } from '../src/db/pg-listener';
import { accounts } from '../src/modules/accounts/accounts.table';
import { createCompany } from '../src/modules/companies/companies.service';
import { companies, membershipRoles, memberships, roles } from '../src/modules/companies/companies.table';
import { tariffs } from '../src/modules/tariffs/tariffs.table';
import type { MessageChannel } from '../src/platform/channels/channel';
import type { Address } from '../src/platform/channels/messenger';
import { outboxMessages } from '../src/platform/channels/outbox.table';
import type { Owner } from '../src/platform/owner';
import { hashPassword } from '../src/platform/passwords';
import { createServices } from '../src/services';
import { openTestDatabase } from './test-database';

export const TEST_PASSWORD = 'password123';

type TestAppOptions = {
  env?: Record<string, string>;
  /** channels to use; 'config' builds them from the environment (SMTP_URL…) as the server does */
  channels?: Partial<Record<Address['kind'], MessageChannel>> | 'config';
  /** when given, the server's request log (level info) is written into it, a line per entry */
  logLines?: string[];
};

/**
 * A session answer with its refresh token put back from the httpOnly cookie (the body's field is always
 * empty), for tests that act as a client holding the cookie.
 */
export function withRefreshToken(response: LightMyRequestResponse): Session {
  const cookie = response.cookies.find((item) => item.name === REFRESH_COOKIE);
  return { ...response.json(), refresh_token: cookie?.value ?? '' };
}

/** The whole app in process on its own database, as the tests of one file use it. */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    CAPTCHA_PROVIDER: 'none',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  const database = await openTestDatabase();
  const services = createServices(
    config,
    database,
    options.channels === 'config' ? {} : { channels: options.channels ?? {} },
  );
  const logLines = options.logLines;
  const app = await buildApp(services, {
    logger: logLines
      ? { level: 'info', stream: { write: (line: string) => void logLines.push(line) } }
      : false,
  });
  // A test writes straight into the database too (an account blocked, a role changed), as another server instance
  // would; its next request is made once this server has heard those changes, as the server's own writes are
  // (platform/public-changes.ts): a PostgreSQL server tells of them a moment after the commit.
  const inject = app.inject.bind(app);
  app.inject = (async (...args: Parameters<typeof inject>) => {
    await services.publicChanges.settle();
    return inject(...args);
  }) as typeof app.inject;
  const passwordHash = await hashPassword(TEST_PASSWORD);
  let counter = 0;

  async function createAccount(input: {
    userType: 1 | 2 | 3 | 4;
    email?: string;
    phone?: string;
    verified?: boolean;
    firstName?: string;
  }) {
    counter += 1;
    const [row] = await services.db
      .insert(accounts)
      .values({
        userType: input.userType,
        email: input.email ?? (input.phone ? null : `account${counter}@test.ru`),
        phone: input.phone ?? null,
        passwordHash,
        firstName: input.firstName ?? 'Тест',
        isEmailVerified: input.verified ?? true,
      })
      .returning();
    return row;
  }

  async function login(account: { email: string | null; phone?: string | null }): Promise<Session> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: account.email
        ? { email: account.email, password: TEST_PASSWORD }
        : { phone: account.phone, password: TEST_PASSWORD },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return withRefreshToken(response);
  }

  /** A company owner with a company of the given type, signed in. */
  async function companyOwner(type: 'REGULAR' | 'MUNICIPAL' | 'DEALER' = 'REGULAR', name = 'Компания') {
    const account = await createAccount({ userType: 2 });
    const company = await services.db.transaction((tx) =>
      createCompany(tx, { name, ownerAccountId: account.id, type }),
    );
    await services.db
      .update(accounts)
      .set({ currentCompanyId: company.id })
      .where(eq(accounts.id, account.id));
    return { account, company, session: await login(account) };
  }

  /** An employee of a company holding one role with the given module levels, signed in. */
  async function employee(companyId: number, modules: ModuleLevels) {
    const account = await createAccount({ userType: 3 });
    const [membership] = await services.db
      .insert(memberships)
      .values({ accountId: account.id, companyId })
      .returning();
    const [role] = await services.db.insert(roles).values({ companyId, name: 'Роль', modules }).returning();
    await services.db.insert(membershipRoles).values({ membershipId: membership.id, roleId: role.id });
    await services.db
      .update(accounts)
      .set({ currentCompanyId: companyId })
      .where(eq(accounts.id, account.id));
    return { account, session: await login(account) };
  }

  async function user() {
    const account = await createAccount({ userType: 1 });
    return { account, session: await login(account) };
  }

  async function admin() {
    const account = await createAccount({ userType: 4 });
    return { account, session: await login(account) };
  }

  /** The newest 5-digit code sent to a recipient, read from the outbox as an administrator would. */
  async function lastCode(recipient: string): Promise<string> {
    await services.background.settled();
    const rows = await services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient));
    const text = rows.at(-1)?.text ?? '';
    const code = /(\d{5})/.exec(text)?.[1];
    if (!code) throw new Error(`no code sent to ${recipient}`);
    return code;
  }

  /**
   * Puts a holder (a family's account or a company) on a paid tariff with these limits (null: none), bought with
   * money credited for it: for tests of other features that make more than the free tariff allows.
   */
  async function grantTariff(holder: Owner, limits: Record<string, number | null>): Promise<number> {
    const audience = holder.companyId !== undefined ? 2 : 1;
    const [tariff] = await services.db
      .insert(tariffs)
      .values({ audience, name: `Тестовый ${audience}`, price: 100, periodMonths: 12, limits })
      .returning();
    await services.ledger.post({
      kind: 'top_up',
      description: 'Пополнение для теста',
      entries: [
        { side: { holder }, amount: 100 },
        { side: { platform: 'card_clearing' }, amount: -100 },
      ],
    });
    const buyer =
      holder.accountId ??
      (await services.db.select().from(companies).where(eq(companies.id, holder.companyId)))[0]
        .ownerAccountId;
    await services.purchases.buyTariff(holder, tariff.id, false, buyer);
    return tariff.id;
  }

  return {
    app,
    services,
    grantTariff,
    db: services.db,
    createAccount,
    login,
    companyOwner,
    employee,
    user,
    admin,
    lastCode,
    bearer: (session: Session) => ({ authorization: `Bearer ${session.token}` }),
    /** Money onto a holder's balance as a card top-up brings it (kopecks); `externalRef` makes it apply once. */
    topUp: (holder: Owner, kopecks: number, externalRef?: string) =>
      services.ledger.post({
        kind: 'top_up',
        description: 'Пополнение картой',
        externalRef,
        entries: [
          { side: { holder }, amount: kopecks },
          { side: { platform: 'card_clearing' }, amount: -kopecks },
        ],
      }),
    /**
     * A write straight into the database, as another server instance makes it: this server hears of it a moment
     * after the commit on a PostgreSQL server (at once on PGlite), which this waits for.
     */
    /**
     * The queries the database is asked while `run` runs (each passed through to the real database), but the
     * markers that wait for the changes to be heard (db/pg-listener.ts).
     */
    async queriesDuring<T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> {
      const client = (services.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
        .$client;
      const spy = vi.spyOn(client, 'query');
      try {
        const result = await run();
        const queries = spy.mock.calls.filter(([text]) => text !== MARKER_QUERY).length;
        return { result, queries };
      } finally {
        spy.mockRestore();
      }
    },
    async writtenElsewhere(statement: SQL) {
      await services.db.execute(statement);
      await services.publicChanges.settle();
    },
    async close() {
      await services.background.settled();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
