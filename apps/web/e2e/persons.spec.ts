import type { Page } from '@playwright/test';
import { expect, loginWithPassword, makePng, registerPerson, shoot, test } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Персоны' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

test('a family records its persons with a photo, finds, edits and deletes them; manages its files', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = await registerPerson(request, 'Ольга');
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, email);

  await page.goto('/app/persons');
  await expect(page.getByRole('heading', { name: 'Персоны', level: 1 })).toBeVisible();
  await expect(page.getByText(/Здесь будут ваши родные/)).toBeVisible();

  // a grandfather with a photo through the crop dialog, his dates as the family knows them
  await page.getByRole('button', { name: 'Добавить персону' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая персона' });
  await dialog.getByLabel('Фамилия').fill('Смирнов');
  await dialog.getByLabel('Имя').fill('Николай');
  await dialog.getByLabel('Отчество').fill('Петрович');
  await dialog.getByRole('combobox', { name: 'Пол' }).click();
  await page.getByRole('option', { name: 'Мужской' }).click();
  await dialog.getByLabel('Дата рождения').fill('14.02.1921');
  await dialog.getByLabel('Дата смерти').fill('10.1987');
  await dialog.getByLabel('Город проживания').fill('Тверь');
  await dialog.getByLabel('Город захоронения').fill('Тверь');
  await dialog.getByLabel('Место захоронения').fill('Дмитрово-Черкасское кладбище');
  await dialog.getByRole('button', { name: 'Загрузить фото' }).click();
  const crop = page.getByRole('dialog', { name: 'Фото персоны' });
  await crop
    .getByLabel('Изображение')
    .setInputFiles({ name: 'дед.png', mimeType: 'image/png', buffer: makePng(240) });
  await expect(crop.getByRole('img', { name: 'Предпросмотр' })).toBeVisible();
  await crop.getByRole('button', { name: 'Сохранить' }).click();
  await expect(crop).toBeHidden();
  await expect(dialog.getByRole('img', { name: 'Фото персоны' })).toBeVisible();
  await shoot(page, 'persons-dialog', false);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  const grandpa = row(page, 'Смирнов Николай Петрович');
  await expect(grandpa).toContainText('14.02.1921 – 10.1987');
  await expect(grandpa.getByRole('img', { name: 'Смирнов Николай Петрович' })).toBeVisible();

  // a living granddaughter: a wrong date is refused before sending
  await page.getByRole('button', { name: 'Добавить персону' }).click();
  await dialog.getByLabel('Фамилия').fill('Смирнова');
  await dialog.getByLabel('Имя').fill('Анна');
  await dialog.getByLabel('Дата рождения').fill('31.02.1990');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    dialog.getByText('Такой даты нет: проверьте день и месяц (дд.мм.гггг, мм.гггг или гггг)'),
  ).toBeVisible();
  await dialog.getByLabel('Дата рождения').fill('1990');
  await dialog.getByRole('combobox', { name: 'Пол' }).click();
  await page.getByRole('option', { name: 'Женский' }).click();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Смирнова Анна')).toContainText('Жива');
  await shoot(page, 'persons-list');

  // filters
  await page.getByLabel('Поиск по имени').fill('николай');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(grandpa).toBeVisible();
  await page.getByLabel('Поиск по имени').fill('');
  await page.getByRole('combobox', { name: 'Пол' }).click();
  await page.getByRole('option', { name: 'Женский' }).click();
  await expect(row(page, 'Смирнов Николай')).toHaveCount(0);
  await expect(row(page, 'Смирнова Анна')).toBeVisible();
  await page.getByRole('combobox', { name: 'Пол' }).click();
  await page.getByRole('option', { name: 'Любой' }).click();
  await page.getByLabel('Год рождения').fill('1921');
  await expect(row(page, 'Смирнова Анна')).toHaveCount(0);
  await expect(grandpa).toBeVisible();
  await page.getByLabel('Год рождения').fill('');
  await expect(table(page).getByRole('row')).toHaveCount(3);

  // edit: the city changes, the rest stays
  await row(page, 'Смирнова Анна').getByRole('button', { name: 'Изменить: Смирнова Анна' }).click();
  const edit = page.getByRole('dialog', { name: 'Изменить: Смирнова Анна' });
  await expect(edit.getByLabel('Дата рождения')).toHaveValue('1990');
  await edit.getByLabel('Город проживания').fill('Москва');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, 'Смирнова Анна')).toContainText('Москва');

  // delete after the confirm dialog
  await row(page, 'Смирнова Анна').getByRole('button', { name: 'Удалить: Смирнова Анна' }).click();
  await page.getByRole('dialog', { name: 'Подвердить действие' }).getByRole('button', { name: 'Да' }).click();
  await expect(row(page, 'Смирнова Анна')).toHaveCount(0);
  await expect(grandpa).toBeVisible();

  // files: the grandfather's photo is there, a new one is uploaded with progress, too large is refused
  await page.goto('/app/files');
  await expect(page.getByRole('heading', { name: 'Файлы', level: 1 })).toBeVisible();
  const files = page.getByRole('list', { name: 'Файлы' });
  await expect(files.getByText('Фото персоны: Смирнов Николай Петрович')).toBeVisible();
  await expect(files.getByText('Смирнов Николай Петрович.png')).toBeVisible();
  await page.getByLabel('Файлы для загрузки').setInputFiles([
    { name: 'свадьба.png', mimeType: 'image/png', buffer: makePng(400) },
    { name: 'огромный.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024) },
  ]);
  const uploads = page.getByRole('list', { name: 'Загрузки' });
  await expect(
    uploads.getByText('Размер файла слишком большой, максимальный размер файла: 10 Мб.'),
  ).toBeVisible();
  await expect(uploads.getByText('Загружено')).toBeVisible();
  await expect(files.getByRole('img', { name: 'свадьба.png' })).toBeVisible();
  await shoot(page, 'files');
  await page.getByRole('button', { name: 'Списком' }).click();
  await expect(page.getByRole('table', { name: 'Файлы' }).getByText('свадьба.png')).toBeVisible();
  await shoot(page, 'files-list');

  await page.getByRole('button', { name: 'Удалить: свадьба.png' }).click();
  await page.getByRole('dialog', { name: 'Подвердить действие' }).getByRole('button', { name: 'Да' }).click();
  await expect(page.getByRole('table', { name: 'Файлы' }).getByText('свадьба.png')).toHaveCount(0);

  // deleting the photo takes it off the person too
  await page.getByRole('button', { name: /^Удалить: / }).click();
  const confirm = page.getByRole('dialog', { name: 'Подвердить действие' });
  await expect(confirm).toContainText('Фото персоны: Смирнов Николай Петрович');
  await confirm.getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText(/Файлов пока нет/)).toBeVisible();
  await page.goto('/app/persons');
  await expect(grandpa).toBeVisible();
  await expect(grandpa.getByRole('img', { name: 'Смирнов Николай Петрович' })).toHaveCount(0);
});
