import { readFile } from 'node:fs/promises';
import { expect, loginWithPassword, sidebar, test } from './fixtures';

const OWNER = 'company@demo.ru';

/** Moscow's today, and the first and last days of last month (dd.MM.yyyy). */
function lastMonth(): { start: string; end: string } {
  const today = new Date(Date.now() + 3 * 3600_000);
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  const text = (day: Date) => day.toISOString().slice(0, 10).split('-').reverse().join('.');
  return { start: text(first), end: text(last) };
}

test('the owner opens the reports from the home page, changes the period and downloads a table as XLSX', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, OWNER);

  // the home page («Статистика») leads to the reports, and so does the sidebar
  await expect(sidebar(page).getByRole('link', { name: 'Отчёты' })).toBeVisible();
  await page.getByRole('link', { name: 'Подробнее в отчётах' }).click();
  await expect(page).toHaveURL(/\/app\/reports$/);
  await expect(page.getByRole('heading', { name: 'Отчёты', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Этот месяц' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Выручка', { exact: true })).toContainText('₽');
  await expect(page.getByRole('region', { name: /Выручка по дням/ })).toBeVisible();

  // last month: the address and the period's days follow
  await page.getByRole('button', { name: 'Прошлый месяц' }).click();
  const period = lastMonth();
  await expect(page).toHaveURL(/date_start=\d{4}-\d{2}-01&date_end=/);
  await expect(page.getByText(`Период: ${period.start} – ${period.end}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Менеджеры' })).toBeVisible();

  // the managers' table as a workbook: an .xlsx (a ZIP) named after the table and the period
  const managers = page.getByRole('region', { name: 'Менеджеры' });
  const download = page.waitForEvent('download');
  await managers.getByRole('button', { name: 'Скачать XLSX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Менеджеры ${period.start}–${period.end}.xlsx`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 2).toString('ascii')).toBe('PK');

  // a phone reads the tables as cards, nothing scrolls sideways
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(250);
  await expect(page.getByRole('table', { name: 'Менеджеры' })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, 'the reports scroll sideways at 390px').toBeLessThanOrEqual(0);
});
