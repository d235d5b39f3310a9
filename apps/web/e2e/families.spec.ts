import { bearer, expect, loginWithPassword, SEEN_VERSION_KEY, shoot, test, VERSION } from './fixtures';

type PageSummary = { id: number; person: { full_name: string }; visibility: string };

test('a guest leaves a memory on a public page, the keeper approves it, the guest sees it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // one of Анна Смирнова's public pages
  const headers = await bearer(request, 'user@demo.ru');
  const listed = await request.get('/api/memory_page/page/?visibility=public&limit=1', { headers });
  const [memorial] = ((await listed.json()) as { results: PageSummary[] }).results;
  expect(memorial).toBeTruthy();
  const text = `Помню наши вечера и книги вслух. ${Date.now().toString(36)}`;

  // a guest, without an account, writes in the page's guest book
  const guest = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const guestPage = await guest.newPage();
  await guestPage.goto(`/person/${memorial.id}`);
  const book = guestPage.getByRole('region', { name: 'Книга памяти' });
  await expect(book).toBeVisible();
  await book.getByRole('button', { name: 'Поделиться воспоминанием' }).click();
  const form = book.getByRole('form', { name: 'Написать воспоминание' });
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(form.getByText('Укажите ваше имя')).toBeVisible();
  await form.getByLabel('Ваше имя').fill('Мария Петрова');
  await form.getByRole('textbox', { name: /^Воспоминание/ }).fill(text);
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(book.getByRole('status')).toHaveText(
    'Спасибо. Воспоминание появится на странице, когда его одобрит хранитель страницы.',
  );
  // waiting for the keeper: not on the page yet, also after a reload
  await expect(book.getByText(text)).toHaveCount(0);
  await guestPage.reload();
  await expect(guestPage.getByRole('region', { name: 'Книга памяти' }).getByText(text)).toHaveCount(0);

  // the guest lights a candle too: it counts at once
  const candles = guestPage.getByTestId('candles');
  const before = await candles.textContent();
  await guestPage.getByRole('button', { name: 'Зажечь свечу' }).click();
  await guestPage
    .getByRole('form', { name: 'Зажечь свечу' })
    .getByRole('button', { name: 'Зажечь свечу' })
    .click();
  await expect(guestPage.getByRole('status')).toHaveText('Свеча зажжена. Спасибо, что помните.');
  await expect(candles).not.toHaveText(before ?? '');

  // the keeper sees the new entries in the pages list and approves the memory in the page's editor
  await loginWithPassword(page, 'user@demo.ru');
  await page.goto('/app/pages-memory');
  await page
    .getByRole('link', { name: /в книге памяти$/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/pages-memory/${memorial.id}#guest-book$`));
  const moderation = page.locator('#guest-book');
  await expect(moderation.getByRole('button', { name: /^Ждут одобрения · \d+$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const entry = moderation.getByRole('listitem').filter({ hasText: text });
  await expect(entry.getByText('Ждёт одобрения')).toBeVisible();
  await shoot(page, 'guest-book-moderation');
  await entry.getByRole('button', { name: 'Одобрить: Мария Петрова' }).click();
  await expect(page.getByText('Запись опубликована')).toBeVisible();
  // the list of those waiting stays, now empty
  await expect(moderation.getByText('Все записи рассмотрены: новых, ждущих одобрения, нет.')).toBeVisible();
  await expect(moderation.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

  // the guest comes back and reads it
  await guestPage.reload();
  const published = guestPage.getByRole('list', { name: 'Воспоминания' }).getByRole('listitem').first();
  await expect(published).toContainText(text);
  await expect(published).toContainText('Мария Петрова');
  await guestPage.getByRole('region', { name: 'Книга памяти' }).scrollIntoViewIfNeeded();
  await shoot(guestPage, 'guest-book-public');
  await guest.close();
});

test('release notes: a family on its first visit sees none; a company reads only its own changes', async ({
  freshPage,
  browser,
  baseURL,
}) => {
  // the demo family joined after version 2.5.1 came out: nothing is new to it
  await loginWithPassword(freshPage, 'user@demo.ru');
  await expect(freshPage.getByRole('heading', { name: 'Здравствуйте, Анна!' })).toBeVisible();
  await expect(freshPage.getByRole('region', { name: 'Семейное древо' })).toBeVisible();
  await expect
    .poll(() => freshPage.evaluate((key) => localStorage.getItem(key), SEEN_VERSION_KEY))
    .toBe(VERSION);
  await expect(freshPage.getByRole('dialog')).toHaveCount(0);

  // a company owner in a browser of their own
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const company = await context.newPage();
  await loginWithPassword(company, 'company@demo.ru');
  const dialog = company.getByRole('dialog', { name: `Что нового в версии ${VERSION}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Роли сотрудников');
  await expect(dialog).not.toContainText('Книга памяти');
  await expect(dialog).not.toContainText('Доступно:');
  await shoot(company, 'release-dialog', false);
  await dialog.getByRole('button', { name: 'Понятно' }).click();
  await expect(dialog).toBeHidden();
  await company.reload();
  await expect(company.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await context.close();
});
