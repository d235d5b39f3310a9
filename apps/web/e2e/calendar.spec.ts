import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect as baseExpect,
  giveViewerRole,
  loginWithPassword,
  PASSWORD,
  shoot,
  sidebar,
  test,
} from './fixtures';

// the calendar asks for two lists after the page's chunks load: on a busy machine that passes five seconds
const expect = baseExpect.configure({ timeout: 15_000 });

const OWNER = 'company@demo.ru';
const VIEWER = 'viewer@demo.ru';

type DealEvent = {
  order_id: number;
  number: number;
  kind: 'funeral' | 'cremation';
  at: string;
  status: string;
  deceased: { short_name: string } | null;
  /** the deal's responsible manager */
  responsible: { id: number; name: string } | null;
};

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** The Moscow day (YYYY-MM-DD) of a moment (Moscow keeps UTC+3). */
const dayOf = (moment: number | string) =>
  new Date(new Date(moment).getTime() + 3 * 3600_000).toISOString().slice(0, 10);

/** A Moscow day `days` from now. */
const moscowDay = (days = 0) => dayOf(Date.now() + days * 86_400_000);

/** A day of the grid: its cell in the month, its hour slots in the week. */
const cell = (page: Page, day: string) => page.locator(`[data-day="${day}"]`);

/** The owner's task with a deadline at 10:00 Moscow time on `day`, through the API. */
async function makeTask(request: APIRequestContext, title: string, day: string): Promise<number> {
  const headers = { Authorization: `Bearer ${await tokenOf(request, OWNER)}` };
  const created = await request.post('/api/company-tasks/tasks/', {
    headers,
    data: { title, deadline: `${day}T10:00:00+03:00` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

async function deadlineOf(request: APIRequestContext, id: number): Promise<string> {
  const headers = { Authorization: `Bearer ${await tokenOf(request, OWNER)}` };
  const response = await request.get(`/api/company-tasks/tasks/${id}/`, { headers });
  return ((await response.json()) as { deadline: string }).deadline;
}

test('the owner finds the seeded funeral and a task on the calendar and drags a task to another day and hour', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });

  // a seeded deal's funeral near today, as the server lists it
  const headers = { Authorization: `Bearer ${await tokenOf(request, OWNER)}` };
  const listed = await request.get(
    `/api/company-orders/calendar/?date_gte=${moscowDay(-10)}&date_lte=${moscowDay(10)}`,
    { headers },
  );
  expect(listed.ok(), await listed.text()).toBe(true);
  const funeral = ((await listed.json()) as { results: DealEvent[] }).results.find(
    (event) => event.kind === 'funeral' && event.deceased,
  );
  expect(funeral, 'a seeded funeral within ten days of today').toBeTruthy();
  const funeralDay = dayOf(funeral!.at);
  // a seeded task: «Перезвонить Соколову Д. О.», tomorrow at 11:00
  const seeded = await request.get('/api/company-tasks/tasks/?query=Перезвонить Соколову', { headers });
  const [callBack] = ((await seeded.json()) as { results: { deadline: string }[] }).results;
  expect(callBack?.deadline).toBeTruthy();
  const callBackDay = dayOf(callBack.deadline);

  // a task of this test on the 10th of this month, moved to the 12th
  const month = moscowDay().slice(0, 7);
  const from = `${month}-10`;
  const to = `${month}-12`;
  const title = `Согласовать зал прощания ${Date.now().toString(36)}`;
  const taskId = await makeTask(request, title, from);

  await loginWithPassword(page, OWNER);
  await sidebar(page).getByRole('link', { name: 'Календарь' }).click();
  await expect(page).toHaveURL(/\/app\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Календарь', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Месяц', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // the seeded funeral on its day, and the seeded task in its week
  await page.goto(`/app/calendar?view=month&date=${funeralDay}`);
  const funeralLink = cell(page, funeralDay).getByRole('link', {
    name: new RegExp(
      `Похороны № ${funeral!.number} — ${funeral!.deceased!.short_name.replace(/\./g, '\\.')}`,
    ),
  });
  await expect(funeralLink).toBeVisible();
  await expect(funeralLink).toHaveAttribute('href', `/app/orders/${funeral!.order_id}`);
  // «Сотрудник» keeps the deals that person answers for: the funeral stays under its responsible manager
  expect(funeral!.responsible, 'the seeded deal has a responsible manager').toBeTruthy();
  await page.goto(`/app/calendar?view=month&date=${funeralDay}&employee=${funeral!.responsible!.id}`);
  await expect(page.getByRole('combobox', { name: 'Сотрудник' })).toContainText(funeral!.responsible!.name);
  await expect(funeralLink).toBeVisible();
  await page.goto(`/app/calendar?view=week&date=${callBackDay}`);
  const seededTask = cell(page, callBackDay).getByRole('link', {
    name: /11:00.*Перезвонить Соколову Д\. О\./,
  });
  await expect(seededTask).toBeVisible();
  await shoot(page, 'calendar-week');

  // the month: drag the task from the 10th to the 12th; the time stays
  await page.goto(`/app/calendar?view=month&date=${from}`);
  const link = cell(page, from).getByRole('link', { name: new RegExp(title) });
  await expect(link).toBeVisible();
  await shoot(page, 'calendar-month');
  await link.dragTo(cell(page, to));
  await expect(page.getByText(`«${title}» перенесено на`)).toBeVisible();
  await expect(cell(page, to).getByRole('link', { name: new RegExp(`10:00.*${title}`) })).toBeVisible();
  await page.reload();
  await expect(cell(page, to).getByRole('link', { name: new RegExp(`10:00.*${title}`) })).toBeVisible();
  await expect(cell(page, from).getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  await expect.poll(() => deadlineOf(request, taskId)).toBe(new Date(`${to}T10:00:00+03:00`).toISOString());

  // the week: into the 15:00 slot of the same day
  await page.goto(`/app/calendar?view=week&date=${to}`);
  await expect(page.getByRole('button', { name: 'Неделя', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const slot = page.locator(`[data-day="${to}"][data-hour="15"]`);
  await cell(page, to)
    .getByRole('link', { name: new RegExp(title) })
    .dragTo(slot);
  await expect(slot.getByRole('link', { name: new RegExp(`15:00.*${title}`) })).toBeVisible();
  await expect.poll(() => deadlineOf(request, taskId)).toBe(new Date(`${to}T15:00:00+03:00`).toISOString());

  // the keyboard's way: «Перенести…» back to the 10th at 09:30 (once the last move's message has gone: a pointer
  // resting on it keeps it open, over the menu)
  await page.mouse.move(0, 0);
  await expect(page.getByText(`«${title}» перенесено на`)).toBeHidden({ timeout: 10_000 });
  await page.getByRole('button', { name: `Действия: ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Перенести…' }).click();
  const dialog = page.getByRole('dialog', { name: `Перенести: ${title}` });
  await dialog
    .getByLabel('Новый срок (время московское)')
    .fill(`${from.split('-').reverse().join('.')} 09:30`);
  await dialog.getByRole('button', { name: 'Перенести' }).click();
  await expect.poll(() => deadlineOf(request, taskId)).toBe(new Date(`${from}T09:30:00+03:00`).toISOString());

  // a phone: the month's dots and the chosen day's list
  await page.goto(`/app/calendar?view=month&date=${funeralDay}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.getByRole('region', { name: new RegExp(`^[а-я]+, ${Number(funeralDay.slice(8))} `) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`Похороны № ${funeral!.number}`) })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('the read-only viewer sees the calendar but cannot move anything', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const month = moscowDay().slice(0, 7);
  const day = `${month}-14`;
  const title = `Заказать катафалк ${Date.now().toString(36)}`;
  const taskId = await makeTask(request, title, day);
  const undo = await giveViewerRole(request, 'Задачи: чтение', { tasks: 3 });
  try {
    await loginWithPassword(page, VIEWER);
    await sidebar(page).getByRole('link', { name: 'Календарь' }).click();
    // the month: the deals' dates are there and cannot be moved either
    await page.goto(`/app/calendar?view=month&date=${day}`);
    await expect(
      page.getByRole('link', { name: /^\d\d:\d\d.*(Похороны|Кремация) № \d+/ }).first(),
    ).toHaveAttribute('draggable', 'false');
    await expect(page.getByRole('button', { name: /^Действия: / })).toHaveCount(0);
    // the day: the task in its hour, and a drag to another hour changes nothing
    await page.goto(`/app/calendar?view=day&date=${day}`);
    const link = cell(page, day).getByRole('link', { name: new RegExp(title) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('draggable', 'false');
    await expect(page.getByRole('button', { name: /^Действия: / })).toHaveCount(0);
    await link.dragTo(page.locator(`[data-day="${day}"][data-hour="14"]`));
    await page.waitForTimeout(500);
    await page.reload();
    await expect(
      page.locator(`[data-day="${day}"][data-hour="10"]`).getByRole('link', { name: new RegExp(title) }),
    ).toBeVisible();
    expect(await deadlineOf(request, taskId)).toBe(new Date(`${day}T10:00:00+03:00`).toISOString());
  } finally {
    await undo();
  }
});
