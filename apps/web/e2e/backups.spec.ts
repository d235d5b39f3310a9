import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  loginWithPassword,
  makePng,
  PASSWORD,
  registerPerson,
  SEEN_VERSION_KEY,
  shoot,
  test,
  VERSION,
} from './fixtures';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A small family through the API: a couple, their son, and a public memory page of the grandfather. */
async function buildFamily(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const add = async (data: Record<string, unknown>, photo?: Buffer) => {
    const response = photo
      ? await request.post('/api/family/node/', {
          headers,
          multipart: {
            ...Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)])),
            avatar: { name: 'дед.png', mimeType: 'image/png', buffer: photo },
          },
        })
      : await request.post('/api/family/node/', { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { id: number; person: { id: number } };
  };
  const grandpa = await add(
    {
      last_name: 'Смирнов',
      first_name: 'Николай',
      patronymic: 'Петрович',
      gender: 'male',
      date_birth: '1921-02-14',
      date_death: '1987-10',
    },
    makePng(96),
  );
  const grandma = await add({
    last_name: 'Смирнова',
    first_name: 'Мария',
    patronymic: 'Ивановна',
    gender: 'female',
    date_birth: '1925',
    date_death: '2003-11-14',
    relation: 'spouse',
    family_node_id: grandpa.id,
  });
  await add({
    last_name: 'Смирнов',
    first_name: 'Пётр',
    patronymic: 'Николаевич',
    gender: 'male',
    date_birth: '1948-05-02',
    relation: 'child',
    family_node_id: grandpa.id,
    other_parent_id: grandma.id,
  });
  const page = await request.put('/api/memory_page/page/', {
    headers,
    data: { person_id: grandpa.person.id, visibility: 'public', epitaph: 'Помним и любим' },
  });
  expect(page.ok(), await page.text()).toBe(true);
}

test('a family downloads its archive and restores it into a fresh account', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const sourceEmail = await registerPerson(request, 'Анна');
  await buildFamily(request, await tokenOf(request, sourceEmail));

  await loginWithPassword(page, sourceEmail);
  await page
    .getByRole('navigation', { name: 'Разделы кабинета' })
    .getByRole('link', { name: 'Резервные копии' })
    .click();
  await expect(page).toHaveURL(/\/app\/backups$/);
  await expect(page.getByRole('heading', { name: 'Резервные копии' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать архив' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^svetlaya-pamyat-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(archive);
  await expect(page.getByText(/^Файл «svetlaya-pamyat-.+\.zip» скачан/)).toBeVisible();

  // another family member, with an empty account, restores it
  const targetEmail = await registerPerson(request, 'Вера');
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  await context.addInitScript(([key, version]) => localStorage.setItem(key, version), [
    SEEN_VERSION_KEY,
    VERSION,
  ] as const);
  const other = await context.newPage();
  await loginWithPassword(other, targetEmail);
  await other.goto('/app/backups');
  const family = other.getByRole('region', { name: 'Архив семьи' });
  await family.getByLabel('Архив для восстановления').setInputFiles(archive);
  await expect(family.getByText(/^svetlaya-pamyat-.+\.zip · /)).toBeVisible();
  await family.getByRole('button', { name: 'Восстановить' }).click();
  const dialog = other.getByRole('dialog');
  await expect(dialog.getByText(/будут добавлены как новые записи/)).toBeVisible();
  await shoot(other, 'backups-confirm', false);
  await dialog.getByRole('button', { name: 'Да' }).click();
  await expect(
    family.getByText('Восстановлено: 3 персоны, 3 родственные связи, 1 страница памяти, 1 файл'),
  ).toBeVisible();
  await shoot(other, 'backups');

  // the restored persons are there: their memory page in the list, the persons and the tree through the API
  await other.goto('/app/pages-memory');
  await expect(other.getByText('Смирнов Николай Петрович').first()).toBeVisible();
  const headers = { Authorization: `Bearer ${await tokenOf(request, targetEmail)}` };
  const persons = await request.get('/api/family/person/?limit=50&sort=date_birth', { headers });
  const names = (
    (await persons.json()) as { results: { full_name: string; date_birth: string }[] }
  ).results.map((person) => `${person.full_name} ${person.date_birth}`);
  expect(names).toEqual([
    'Смирнов Николай Петрович 1921-02-14',
    'Смирнова Мария Ивановна 1925',
    'Смирнов Пётр Николаевич 1948-05-02',
  ]);
  await context.close();
});
