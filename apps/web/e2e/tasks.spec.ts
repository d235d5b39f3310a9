import type { Page } from '@playwright/test';
import { expect, loginWithPassword, sidebar, test } from './fixtures';

/** The task page's to-dos in their order, read from the checkboxes' names. */
async function todoOrder(page: Page): Promise<string[]> {
  const boxes = page.getByRole('list', { name: 'Пункты задачи' }).getByRole('checkbox');
  return boxes.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''));
}

/** Nothing may scroll sideways on a phone. */
async function fitsPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(250);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${name} scrolls sideways at 390px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a manager makes a template with three to-dos, a task from it, reorders a to-do and finds the order kept', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const templateTitle = `Подготовка прощания ${suffix}`;
  const steps = ['Согласовать зал прощания', 'Заказать венки', 'Пригласить священника'];
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'company@demo.ru');

  // the add menu has «Задача»
  await page.getByRole('button', { name: 'Добавить' }).click();
  await page.getByRole('menuitem', { name: 'Задача' }).click();
  await expect(page).toHaveURL(/\/app\/tasks\/create\/?$/);
  await expect(page.getByRole('heading', { name: 'Новая задача', level: 1 })).toBeVisible();

  // a template with three to-dos
  await sidebar(page).getByRole('link', { name: 'Шаблоны задач' }).click();
  await expect(page).toHaveURL(/\/app\/tasks\/templates$/);
  await expect(page.getByRole('article', { name: 'Шаблон «Организация похорон»' })).toBeVisible();
  await page.getByRole('button', { name: 'Новый шаблон' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый шаблон задачи' });
  await dialog.getByRole('textbox', { name: 'Название' }).fill(templateTitle);
  for (const step of steps) {
    await dialog.getByLabel('Новый пункт').fill(step);
    await dialog.getByRole('button', { name: 'Добавить' }).click();
  }
  await expect(dialog.getByRole('list', { name: 'Пункты шаблона' }).getByRole('listitem')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: `Шаблон «${templateTitle}»` });
  await expect(card.getByRole('listitem')).toHaveText(steps);
  await fitsPhone(page, 'task templates');

  // a task from it, in one step
  await card.getByRole('link', { name: `Создать задачу из шаблона «${templateTitle}»` }).click();
  await expect(page).toHaveURL(/\/app\/tasks\/create\?template_id=\d+$/);
  await expect(page.getByRole('button', { name: 'Из шаблона' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Пункты из шаблона' }).getByRole('listitem')).toHaveText(steps);
  await page.getByRole('combobox', { name: 'Исполнитель' }).click();
  await page.getByRole('option', { name: 'Мария Ковалёва' }).click();
  await page.getByLabel('Срок').fill('20.05.2030 10:00');
  await page.getByRole('button', { name: 'Создать задачу' }).click();
  await expect(page).toHaveURL(/\/app\/tasks\/\d+$/);
  await expect(page.getByRole('heading', { name: templateTitle, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Сведения' })).toContainText('20.05.2030 10:00');
  await expect(page.getByRole('region', { name: 'Сведения' })).toContainText('Мария Ковалёва');
  expect(await todoOrder(page)).toEqual(steps);

  // the first to-do goes one down; the second is ticked
  const sorted = page.waitForResponse(
    (response) => response.url().includes('/todo-sort-order-updater/') && response.ok(),
  );
  await page.getByRole('button', { name: `Переместить вниз: ${steps[0]}` }).click();
  await sorted;
  await expect.poll(() => todoOrder(page)).toEqual([steps[1], steps[0], steps[2]]);
  await page.getByRole('checkbox', { name: steps[1] }).check();
  await expect(page.getByText('Выполнено 1 из 3')).toBeVisible();
  await fitsPhone(page, 'task page');

  // after a reload the order and the tick are the server's
  await page.reload();
  await expect(page.getByRole('heading', { name: templateTitle, level: 1 })).toBeVisible();
  await expect.poll(() => todoOrder(page)).toEqual([steps[1], steps[0], steps[2]]);
  await expect(page.getByRole('checkbox', { name: steps[1] })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: steps[0] })).not.toBeChecked();

  // the task is on the board in its column
  await sidebar(page).getByRole('link', { name: 'Задачи', exact: true }).click();
  await page.getByRole('button', { name: 'Доска' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Колонка «Новая»' })
      .getByRole('article', { name: `Задача «${templateTitle}»` }),
  ).toBeVisible();
  await fitsPhone(page, 'task board');
});

test.describe('a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('still types and shows a deadline as dd.MM.yyyy HH:mm, with a Russian calendar', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginWithPassword(page, 'company@demo.ru');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await page.goto('/app/tasks/create');
    const deadline = page.getByLabel('Срок', { exact: true });
    await expect(deadline).toHaveAttribute('placeholder', 'дд.мм.гггг чч:мм');
    await deadline.pressSequentially('200520301000');
    await expect(deadline).toHaveValue('20.05.2030 10:00');
    await page.getByRole('button', { name: 'Открыть календарь' }).click();
    const calendar = page.getByRole('dialog', { name: 'Срок: календарь' });
    await expect(calendar.getByRole('heading', { name: 'Май 2030' })).toBeVisible();
    await expect(calendar.getByRole('columnheader')).toHaveText(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    await expect(calendar.getByRole('gridcell', { name: '20 мая 2030' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(deadline).toHaveValue('21.05.2030 10:00');
    await calendar.getByRole('button', { name: 'Готово' }).click();
    await expect(calendar).toBeHidden();
  });
});
