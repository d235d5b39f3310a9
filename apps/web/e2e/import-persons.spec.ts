import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, loginWithPassword, shoot, sidebar, test } from './fixtures';

const REGISTER = fileURLToPath(
  new URL('../../server/test/fixtures/persons-import-demo.csv', import.meta.url),
);

test('an administrator imports a cemetery’s register from a CSV with progress and downloads the report', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'admin@demo.ru');
  await sidebar(page).getByRole('link', { name: 'Импорт персон' }).click();
  await expect(page).toHaveURL(/\/admin\/import-person$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Импорт персон' })).toBeVisible();

  // step 1: the cemetery (its municipal organisation takes the persons) and the file
  await page.getByRole('combobox', { name: 'Кладбище' }).fill('Неготинское');
  await page.getByRole('option', { name: 'Неготинское кладбище' }).click();
  await expect(page.getByText('Персоны войдут в учёт организации «МКУ «Городские кладбища»»')).toBeVisible();
  await page.getByLabel('Файл реестра').setInputFiles(REGISTER);

  // step 2: the columns, mapped from their headers
  await expect(page.getByText('«persons-import-demo.csv»: 4 строки')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Поле для «Номер могилы»' })).toHaveText('Номер могилы');
  await expect(page.getByRole('combobox', { name: 'Поле для «Имя»' })).toHaveText('Имя *');
  await shoot(page, 'import-persons-mapping');

  // step 3: the dry run writes nothing and says what is wrong
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Проверено 4 строки. В базу ничего не записано.')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Проблемы строк' });
  await expect(problems).toContainText('Дата не распознана: «32.13.1990»');
  await expect(problems).toContainText('Строка 4');
  await shoot(page, 'import-persons-check');

  // step 4: the import runs in the background, its progress read until the end
  await page.getByRole('button', { name: 'Импортировать' }).click();
  await expect(page.getByRole('progressbar', { name: /обработано/ })).toBeVisible();
  await expect(page.getByText('Завершён: обработано 4 из 4')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: /обработано/ })).toHaveAttribute('aria-valuenow', '100');
  const figures = page.locator('dl');
  await expect(figures).toContainText('Создано персон3');
  await expect(figures).toContainText('Новых могил1');
  await expect(figures).toContainText('Строк с ошибками1');
  await expect(page.getByText('Импорт завершён.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать отчёт' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Отчёт импорта persons-import-demo.csv');
  const report = (await readFile(await file.path())).toString('utf8');
  expect(report).toContain('Строка;Проблема;Фамилия;Имя');
  expect(report).toContain('4;Дата смерти: Дата не распознана: «32.13.1990»');

  // the import is listed below with its report
  const list = page.getByRole('table', { name: 'Импорты' });
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list).toContainText('Неготинское кладбище');
  await expect(list).toContainText('Завершён');
  await shoot(page, 'import-persons-done');
});

test('a file taken but never imported reads «Не запущен» and is deleted after the confirmation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'admin@demo.ru');
  await page.goto('/admin/import-person');
  const list = page.getByRole('table', { name: 'Импорты' });
  await page.getByRole('combobox', { name: 'Кладбище' }).fill('Неготинское');
  await page.getByRole('option', { name: 'Неготинское кладбище' }).click();
  await page.getByLabel('Файл реестра').setInputFiles(REGISTER);
  await expect(page.getByText('«persons-import-demo.csv»: 4 строки')).toBeVisible();

  // left at the mapping: the list (read again) holds it, not started
  await page.reload();
  const forgotten = list.getByRole('row').filter({ hasText: 'Не запущен' });
  await expect(forgotten).toHaveCount(1);
  await forgotten.getByRole('button', { name: 'Удалить «persons-import-demo.csv»' }).click();
  const confirm = page.getByRole('dialog', { name: 'Подвердить действие' });
  await expect(confirm).toContainText('Удалить загруженный файл «persons-import-demo.csv»?');
  await confirm.getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Файл удалён')).toBeVisible();
  // gone from the list (which, without another import, says what it is for instead)
  await expect(page.getByText('Не запущен')).toHaveCount(0);
});
