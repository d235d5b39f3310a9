import type { Locator, Page } from '@playwright/test';
import { expect, loginWithPassword, shoot, test } from './fixtures';

/** Clicks the vertices of a polygon on the map, as fractions of its width and height, then «Готово». */
async function drawOutline(page: Page, map: Locator, vertices: readonly (readonly [number, number])[]) {
  const box = await map.boundingBox();
  if (!box) throw new Error('the map is not on the screen');
  for (const [x, y] of vertices) await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  await page.getByRole('button', { name: 'Готово' }).click();
}

test('an administrator draws a cemetery, names its organisation, then draws an area inside it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Заречье-${Date.now() % 100_000}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'admin@demo.ru');
  await page.goto('/admin/cemeteries');
  await page.getByRole('button', { name: 'Добавить кладбище' }).first().click();
  const editor = page.getByRole('dialog', { name: 'Новое кладбище' });

  await editor.getByLabel(/^Название/).fill(name);
  await editor.getByRole('combobox', { name: 'Город' }).fill('Тверь');
  await page.getByRole('option', { name: /^Тверь/ }).click();
  await editor.getByRole('textbox', { name: 'Адрес' }).fill('Тверь, д. Заречье');
  await editor.getByRole('combobox', { name: 'Муниципальная организация' }).fill('Городские');
  await page.getByRole('option', { name: /Городские кладбища/ }).click();

  // the outline: four corners clicked on the map, closed with «Готово»
  const map = editor.getByRole('region', { name: 'Карта кладбища' });
  await drawOutline(page, map, [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.7, 0.7],
    [0.3, 0.7],
  ]);
  await expect(editor.getByRole('button', { name: 'Очистить контур' })).toBeVisible();
  await shoot(page, 'cemetery-drawn', false);
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(`Кладбище «${name}» добавлено`)).toBeVisible();
  await expect(editor).toBeHidden();

  // it is in the list, governed by the organisation; opened again, an area is drawn inside it
  await page.getByRole('searchbox', { name: 'Название кладбища' }).fill('Заречье');
  await page.getByRole('button', { name: `Изменить кладбище «${name}»` }).click();
  const again = page.getByRole('dialog', { name: `Кладбище «${name}»` });
  await again.getByRole('button', { name: 'Добавить участок' }).click();
  await again.getByRole('textbox', { name: 'Название участка' }).fill('Участок 1');
  await drawOutline(page, again.getByRole('region', { name: 'Карта: контур участка' }), [
    [0.4, 0.4],
    [0.55, 0.4],
    [0.55, 0.55],
    [0.4, 0.55],
  ]);
  await again.getByRole('button', { name: 'Сохранить участок' }).click();
  const areas = again.getByRole('list', { name: 'Участки кладбища' });
  await expect(areas.getByText('Участок 1')).toBeVisible();
  await expect(areas.getByText('Вершин в контуре: 4')).toBeVisible();
  await shoot(page, 'cemetery-area', false);
});
