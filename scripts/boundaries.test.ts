import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRepository, inlineErrorMessages, moduleCycles, ruleBroken } from './boundaries';

const ROOT = path.resolve(import.meta.dirname, '..');
const short = (file: string) => file.replace('apps/server/src/modules/', '');

describe('the boundaries of docs/architecture.md', () => {
  it('error messages come from the shared message tables (packages/shared/src/api)', () => {
    expect(inlineErrorMessages(ROOT)).toEqual([]);
  });

  it('hold in the repository', () => {
    expect(checkRepository(ROOT).map((v) => `${short(v.from)} -> ${short(v.to)}: ${v.rule}`)).toEqual([]);
  });

  it('server modules depend on each other one way', () => {
    expect(moduleCycles(ROOT)).toEqual([]);
  });

  it('catch each kind of wrong import', () => {
    const web = 'apps/web/src';
    const server = 'apps/server/src';
    expect(
      ruleBroken(`${web}/features/orders/pages/order-page.tsx`, `${web}/features/tasks/api/tasks.ts`),
    ).toMatch(/another feature/);
    expect(ruleBroken(`${web}/features/orders/pages/order-page.tsx`, `${web}/app/router.tsx`)).toMatch(
      /app\//,
    );
    expect(ruleBroken(`${web}/lib/http.ts`, `${web}/features/auth/api/login.ts`)).toMatch(/no feature/);
    expect(ruleBroken(`${web}/app/pages/order.tsx`, `${web}/features/tasks/api/tasks.ts`)).toBeNull();
    expect(
      ruleBroken(
        `${server}/modules/orders/orders.service.ts`,
        `${server}/modules/shoppers/shoppers.table.ts`,
      ),
    ).toMatch(/through its service/);
    expect(
      ruleBroken(
        `${server}/modules/orders/orders.service.ts`,
        `${server}/modules/shoppers/shoppers.service.ts`,
      ),
    ).toBeNull();
    expect(
      ruleBroken(
        `${server}/modules/orders/orders.service.ts`,
        `${server}/modules/accounts/accounts.table.ts`,
      ),
    ).toBeNull();
    expect(
      ruleBroken(`${server}/modules/tasks/tasks.table.ts`, `${server}/modules/orders/orders.table.ts`),
    ).toBeNull();
    expect(ruleBroken(`${server}/platform/errors.ts`, `${server}/modules/orders/orders.service.ts`)).toMatch(
      /platform/,
    );
    expect(ruleBroken(`${server}/platform/errors.ts`, `${server}/services.ts`)).toMatch(/platform/);
    expect(ruleBroken(`${server}/platform/throttle.ts`, `${server}/db/client.ts`)).toBeNull();
    expect(ruleBroken(`${server}/db/client.ts`, `${server}/modules/accounts/accounts.table.ts`)).toMatch(
      /db\//,
    );
    expect(ruleBroken('packages/shared/src/api/orders.ts', `${web}/lib/http.ts`)).toMatch(/shared/);
  });
});
