import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, loginWithPassword, registerPerson, test } from './fixtures';

const OUT = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

type Fields = {
  last?: string;
  first: string;
  gender?: 'Мужской' | 'Женский';
  birth?: string;
  death?: string;
};

/** Fills the persons form dialog and saves it. */
async function fillPerson(page: Page, dialogName: string, fields: Fields) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  if (fields.last) await dialog.getByLabel('Фамилия').fill(fields.last);
  await dialog.getByLabel('Имя', { exact: true }).fill(fields.first);
  if (fields.gender) {
    await dialog.getByRole('combobox', { name: 'Пол' }).click();
    await page.getByRole('option', { name: fields.gender }).click();
  }
  if (fields.birth) await dialog.getByLabel('Дата рождения').fill(fields.birth);
  if (fields.death) await dialog.getByLabel('Дата смерти').fill(fields.death);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
}

/** From a card's menu: a new relative through the persons form. */
async function addRelative(page: Page, of: string, item: string, title: string, fields: Fields) {
  await page.getByRole('button', { name: `Действия: ${of}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const choice = page.getByRole('dialog', { name: title });
  await expect(choice.getByText(of)).toBeVisible();
  await choice.getByRole('button', { name: 'Далее' }).click();
  await fillPerson(page, `${title}: ${of}`, fields);
}

test('a family builds its tree on the chart from scratch, reads it as a list and takes a person out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(OUT, { recursive: true });
  const email = await registerPerson(request, 'Игорь');
  await loginWithPassword(page, email);

  await page.goto('/app/tree');
  await expect(page.getByRole('heading', { name: 'Древо пока пустое' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить первого человека' }).click();
  await fillPerson(page, 'Первый человек в древе', {
    last: 'Орлов',
    first: 'Игорь',
    gender: 'Мужской',
    birth: '1985',
  });
  await expect(page.getByRole('group', { name: 'Орлов Игорь, 1985 –, Жив' })).toBeVisible();

  await addRelative(page, 'Орлов Игорь', 'Добавить родителя', 'Добавить родителя', {
    last: 'Орлов',
    first: 'Пётр',
    gender: 'Мужской',
    birth: '1955',
    death: '03.2015',
  });
  await expect(page.getByRole('group', { name: 'Орлов Пётр, 1955 – 2015' })).toBeVisible();

  await addRelative(page, 'Орлов Игорь', 'Добавить супруга или супругу', 'Добавить супруга или супругу', {
    last: 'Орлова',
    first: 'Ольга',
    birth: '1987',
  });
  await expect(page.getByRole('group', { name: 'Орлова Ольга, 1987 –, Жива' })).toBeVisible();

  // the only spouse is taken for the other parent
  await page.getByRole('button', { name: 'Действия: Орлов Игорь' }).click();
  await page.getByRole('menuitem', { name: 'Добавить ребёнка' }).click();
  const childChoice = page.getByRole('dialog', { name: 'Добавить ребёнка' });
  await expect(childChoice.getByRole('combobox', { name: 'Второй родитель' })).toHaveText('Орлова Ольга');
  await childChoice.getByRole('button', { name: 'Далее' }).click();
  await fillPerson(page, 'Добавить ребёнка: Орлов Игорь', {
    last: 'Орлова',
    first: 'Лиза',
    gender: 'Женский',
    birth: '06.2012',
  });
  const lisa = page.getByRole('group', { name: 'Орлова Лиза, 2012 –, Жива' });
  await expect(lisa).toBeVisible();
  await expect(page.getByText('4 человека')).toBeVisible();

  // the child stands below the couple, the father above them; lines join them
  const father = await page.getByRole('group', { name: /^Орлов Пётр/ }).boundingBox();
  const igor = await page.getByRole('group', { name: /^Орлов Игорь/ }).boundingBox();
  const olga = await page.getByRole('group', { name: /^Орлова Ольга/ }).boundingBox();
  const child = await lisa.boundingBox();
  if (!father || !igor || !olga || !child) throw new Error('a card is not drawn');
  expect(father.y).toBeLessThan(igor.y);
  expect(Math.abs(igor.y - olga.y)).toBeLessThan(1);
  expect(child.y).toBeGreaterThan(igor.y);
  expect(await page.locator('[data-testid="tree-layer"] polyline').count()).toBeGreaterThanOrEqual(5);

  // dragging the empty chart moves the cards; the wheel zooms
  const chart = page.getByRole('region', { name: 'Генеалогическое древо' });
  const area = await chart.boundingBox();
  if (!area) throw new Error('no chart');
  await page.mouse.move(area.x + 30, area.y + area.height - 30);
  await page.mouse.down();
  await page.mouse.move(area.x + 130, area.y + area.height - 60, { steps: 5 });
  await page.mouse.up();
  const moved = await lisa.boundingBox();
  expect(moved && Math.round(moved.x - child.x)).toBe(100);
  await expect(chart.getByText('75%')).toBeVisible();
  await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
  await page.mouse.wheel(0, -200);
  await expect(chart.getByText('75%')).toBeHidden();
  await chart.getByRole('button', { name: 'Вернуть обычный масштаб' }).click();
  await expect(chart.getByText('75%')).toBeVisible();
  await chart.getByRole('button', { name: 'Показать всё древо' }).click();
  await page.waitForTimeout(300);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.waitForTimeout(300);
    await chart.getByRole('button', { name: 'Показать всё древо' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}tree-chart-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // the same tree as a list
  await page.getByRole('link', { name: 'Древо списком' }).click();
  const list = page.getByRole('tree', { name: 'Генеалогическое древо списком' });
  await expect(list.getByRole('treeitem')).toHaveCount(3);
  await expect(list.getByRole('treeitem').nth(0)).toHaveAttribute('aria-level', '1');
  await expect(list.getByRole('treeitem').nth(0)).toContainText('Орлов Пётр');
  await expect(list.getByRole('treeitem').nth(1)).toHaveAttribute('aria-level', '2');
  await expect(list.getByRole('treeitem').nth(1)).toContainText('супруга: Орлова Ольга (1987 –)');
  await expect(list.getByRole('treeitem').nth(2)).toHaveAttribute('aria-level', '3');
  await expect(list.getByRole('treeitem').nth(2)).toContainText('Орлова Лиза');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${OUT}tree-list-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  // Enter on a row opens that person on the chart
  await list.getByRole('treeitem').nth(2).click();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/tree\?node=\d+$/);

  // out of the tree, but still among the persons
  await page.getByRole('button', { name: 'Действия: Орлова Лиза' }).click();
  await page.getByRole('menuitem', { name: 'Убрать из древа' }).click();
  const confirm = page.getByRole('dialog', { name: 'Подвердить действие' });
  await expect(confirm).toContainText('Убрать «Орлова Лиза» из древа?');
  await confirm.getByRole('button', { name: 'Да' }).click();
  await expect(lisa).toBeHidden();
  await expect(page.getByText('3 человека')).toBeVisible();
  await page.goto('/app/persons');
  await expect(page.getByText('Орлова Лиза').first()).toBeVisible();
});
