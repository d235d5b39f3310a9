import { PEOPLE_COUNT_BOUND } from '@sp/shared/api/memory-pages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 13 §2: the «Люди» search counts its matches exactly up to PEOPLE_COUNT_BOUND; beyond it it says so
// (`count_exact: false`) instead of reading every match.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/memory_page/public/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; count_exact: boolean; results: unknown[] };
};

describe('the «Люди» search’s count', () => {
  it('is exact up to the bound, and «more than» beyond it', async () => {
    const owner = await t.user();
    // one past the bound of public pages of the Многоступенских, born in two different years
    const many = PEOPLE_COUNT_BOUND + 1;
    await t.db.execute(sql`
      with made as (
        insert into persons (owner_account_id, last_name, first_name, birth_date, birth_precision, death_date, death_precision)
        select ${owner.account.id}, 'Многоступенский', 'Пётр',
          case when n <= 5 then '1901-01-01'::date else '1930-01-01'::date end, 'year', '2000-01-01'::date, 'year'
        from generate_series(1, ${many}) as n
        returning id
      )
      insert into memory_pages (person_id, owner_account_id, visibility, link_token)
      select id, ${owner.account.id}, 'public', md5(random()::text || id) from made`);

    const broad = await search(`name=${encodeURIComponent('Многоступенский')}&limit=12`);
    expect(broad).toMatchObject({ count: PEOPLE_COUNT_BOUND, count_exact: false });
    expect(broad.results).toHaveLength(12);

    const narrow = await search(`name=${encodeURIComponent('Многоступенский')}&birth_year=1901`);
    expect(narrow).toMatchObject({ count: 5, count_exact: true });

    // all public pages: the exact number
    const all = await search('limit=1');
    expect(all.count_exact).toBe(true);
    expect(all.count).toBeGreaterThanOrEqual(many);
  });
});
