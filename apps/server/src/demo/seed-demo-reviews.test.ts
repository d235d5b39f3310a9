import type { AdminReview, CompanyReview, MyReview, PublicReviews } from '@sp/shared/api/reviews';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companyLandings } from '../modules/company-landing/company-landing.table';
import { orders } from '../modules/orders/orders.table';
import { auditLog } from '../platform/audit/audit.table';
import { seedDemo } from './seed-demo';
import { seedDemoCatalog } from './seed-demo-catalog';
import { seedDemoFamily } from './seed-demo-family';
import { DEMO_FAMILY_DEAL_NUMBERS, findDemoFamilyDeal, seedDemoOrders } from './seed-demo-orders';
import { seedDemoReviews } from './seed-demo-reviews';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await seedDemoCatalog(t.db);
  await seedDemoFamily(t.services);
  expect(await seedDemoReviews(t.services)).toBe(false); // no deals to review yet
  await seedDemoOrders(t.services);
  expect(await seedDemoReviews(t.services)).toBe(true);
  expect(await seedDemoReviews(t.services)).toBe(false);
}, 180_000);
afterAll(() => t.close());

const login = async (email: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password: 'demo12345' },
  });
  return { authorization: `Bearer ${response.json().token}` };
};
const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('demo reviews', () => {
  it('gives Анна Смирнова a review of each completed deal: the monument approved, the wreaths waiting', async () => {
    const { results, count } = await get('/api/reviews/reviews/', await login('user@demo.ru'));
    const mine = results as MyReview[];
    expect(count).toBe(2);
    const byNumber = new Map(mine.map((review) => [review.order_number, review]));
    expect(byNumber.get(DEMO_FAMILY_DEAL_NUMBERS.completed)).toMatchObject({
      stars: 5,
      status: 'approved',
      company_name: 'Ритуал-Сервис',
    });
    expect(byNumber.get(DEMO_FAMILY_DEAL_NUMBERS.completedSale)).toMatchObject({
      stars: 4,
      status: 'pending',
      company_name: 'Ритуал-Сервис',
    });
    for (const review of mine) expect(review.comment.length).toBeGreaterThan(150);
  });

  it('shows the company both with the client’s name, the public page only the approved one', async () => {
    const company = await get('/api/reviews/reviews-company/', await login('company@demo.ru'));
    const theirs = company.results as CompanyReview[];
    expect(theirs.map((review) => review.status).sort()).toEqual(['approved', 'pending']);
    expect(new Set(theirs.map((review) => review.author_name))).toEqual(new Set(['Смирнова Анна Петровна']));

    const ritual = await findDemoFamilyDeal(t.db);
    const [landing] = await t.db
      .select({ id: companyLandings.id })
      .from(companyLandings)
      .where(eq(companyLandings.companyId, ritual!.companyId));
    // the company page /company/{landing id} reads the reviews of the landing's company
    const page = await get(`/api/public/landing/${landing.id}/`);
    expect(page.company_id).toBe(ritual!.companyId);
    const published: PublicReviews = await get(`/api/public/reviews-company/?company_id=${page.company_id}`);
    expect(published).toMatchObject({ count: 1, average: 5 });
    expect(published.results[0]).toMatchObject({ stars: 5, author_name: 'Анна' });
    expect(published.results[0].comment).toContain('памятник');

    // «Память-Юг» has none
    const south = await get('/api/reviews/reviews-company/', await login('company2@demo.ru'));
    expect(south.count).toBe(0);
  });

  it('leaves the administrator one review to moderate', async () => {
    const admin = await login('admin@demo.ru');
    const pending = await get('/api/admin/reviews/?status=pending', admin);
    expect(pending.count).toBe(1);
    expect((pending.results as AdminReview[])[0]).toMatchObject({
      stars: 4,
      order_number: DEMO_FAMILY_DEAL_NUMBERS.completedSale,
      author: expect.objectContaining({ contact: 'user@demo.ru' }),
    });
    const approved = await get('/api/admin/reviews/?status=approved', admin);
    expect(approved.count).toBe(1);
    expect((approved.results as AdminReview[])[0].moderated_at).not.toBeNull();
  });

  it('dates the reviews and their journal after the deals were completed, none in the future', async () => {
    const company = await get('/api/reviews/reviews-company/', await login('company@demo.ru'));
    const theirs = company.results as CompanyReview[];
    const deals = await t.db
      .select({ id: orders.id, completedAt: orders.updatedAt })
      .from(orders)
      .where(
        inArray(
          orders.id,
          theirs.map((review) => review.order_id),
        ),
      );
    const completed = new Map(deals.map((deal) => [deal.id, deal.completedAt.getTime()]));
    for (const review of theirs) {
      const written = Date.parse(review.created_at);
      expect(written).toBeGreaterThan(completed.get(review.order_id)!);
      expect(written).toBeLessThan(Date.now());
    }
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.model, 'Review'),
          inArray(
            auditLog.recordId,
            theirs.map((review) => String(review.id)),
          ),
        ),
      );
    expect(journal.map((record) => record.action).sort()).toEqual(['create', 'create', 'update']);
    const approval = journal.find((record) => record.action === 'update');
    expect(approval?.changes.is_moderation).toEqual({ old: false, new: true });
    const approved = theirs.find((review) => review.status === 'approved')!;
    expect(approval!.createdAt.getTime()).toBeGreaterThan(Date.parse(approved.created_at));
    for (const record of journal) expect(record.createdAt.getTime()).toBeLessThan(Date.now());
  });
});
