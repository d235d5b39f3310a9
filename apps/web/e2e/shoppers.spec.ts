import type { Page } from '@playwright/test';
import { expect, latestCode, loginWithPassword, shoot, sidebar, test } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Клиенты' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

test('a manager adds a family member and an organisation as clients, edits one and confirms the other by a code', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'company@demo.ru');
  await sidebar(page).getByRole('link', { name: 'Клиенты' }).click();
  await expect(page).toHaveURL(/\/app\/shoppers$/);
  await expect(page.getByRole('heading', { name: 'Клиенты', level: 1 })).toBeVisible();

  // a physical person with the passport
  await page.getByRole('button', { name: 'Добавить клиента' }).click();
  let dialog = page.getByRole('dialog', { name: 'Новый клиент' });
  await expect(dialog.getByRole('button', { name: 'Физическое лицо' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByLabel('Фамилия').fill('Кузнецова');
  await dialog.getByLabel('Имя').fill('Анна');
  await dialog.getByLabel('Отчество').fill('Сергеевна');
  await dialog.getByLabel('Дата рождения').fill('03.09.1968');
  await dialog.getByLabel('Адрес регистрации').fill('Тверь, ул. Радищева, 12, кв. 4');
  await dialog.getByLabel('Телефон').fill('9007000001');
  await expect(dialog.getByLabel('Телефон')).toHaveValue('+7 (900) 700-00-01');
  await dialog.getByLabel('Серия').fill('2814');
  await dialog.getByLabel('Номер').fill('556677');
  await dialog.getByLabel('Код подразделения').fill('690-002');
  await dialog.getByLabel('Кем выдан').fill('УМВД России по Тверской области');
  await dialog.getByLabel('Дата выдачи').fill('15.10.2013');
  await shoot(page, 'shoppers-dialog-person', false);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Кузнецова Анна Сергеевна')).toContainText('Паспорт 2814 556677');
  await expect(row(page, 'Кузнецова Анна Сергеевна')).toContainText('Не подтверждён');

  // an organisation: the type switch shows its block; a wrong ИНН is caught by its check digit
  await page.getByRole('button', { name: 'Добавить клиента' }).click();
  dialog = page.getByRole('dialog', { name: 'Новый клиент' });
  await dialog.getByRole('button', { name: 'Юридическое лицо' }).click();
  await expect(dialog.getByLabel('Фамилия')).toHaveCount(0);
  await expect(
    dialog.getByText('Поиск реквизитов по ИНН и БИК не подключён: заполните поля вручную.'),
  ).toBeVisible();
  await dialog.getByLabel('Название организации или ИП').fill('ООО «Тверской мемориал»');
  await dialog.getByLabel('ИНН').fill('6950000001');
  await dialog.getByLabel('КПП').fill('695001001');
  await dialog.getByLabel('ОГРН или ОГРНИП').fill('1027700132195');
  await dialog.getByLabel('Юридический адрес').fill('Тверь, пр-т Чайковского, 1');
  await dialog.getByLabel('В лице (должность, ФИО подписанта)').fill('Директор Орлов И. А.');
  await dialog.getByLabel('E-mail').fill('office@memorial-tver.ru');
  await dialog.getByLabel('БИК').fill('044525225');
  await dialog.getByLabel('Банк', { exact: true }).fill('ПАО Сбербанк');
  await dialog.getByLabel('Расчётный счёт').fill('40702810938000012345');
  await dialog.getByLabel('Корреспондентский счёт').fill('30101810400000000225');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Неверный ИНН: не сходится контрольное число')).toBeVisible();
  await dialog.getByLabel('ИНН').fill('7707083893');
  await shoot(page, 'shoppers-dialog-entity', false);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'ООО «Тверской мемориал»')).toContainText('ИНН 7707083893');

  // the type filter and the search
  await page.getByRole('combobox', { name: 'Тип клиента' }).click();
  await page.getByRole('option', { name: 'Юридические лица' }).click();
  await expect(row(page, 'ООО «Тверской мемориал»')).toBeVisible();
  await expect(row(page, 'Кузнецова Анна Сергеевна')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Тип клиента' }).click();
  await page.getByRole('option', { name: 'Все' }).click();
  await page.getByLabel('Поиск: имя, ИНН, телефон, e-mail').fill('+7 (900) 700');
  await expect(table(page).getByRole('row')).toHaveCount(2); // the header and Анна
  await expect(row(page, 'Кузнецова Анна Сергеевна')).toBeVisible();
  await page.getByLabel('Поиск: имя, ИНН, телефон, e-mail').fill('');

  // edit the organisation: a phone added, the card reopened shows it
  await row(page, 'ООО «Тверской мемориал»')
    .getByRole('button', { name: /^Изменить/ })
    .click();
  dialog = page.getByRole('dialog', { name: 'Изменить: ООО «Тверской мемориал»' });
  await expect(dialog.getByLabel('Фамилия')).toHaveCount(0);
  await dialog.getByLabel('Телефон').fill('4822000000');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'ООО «Тверской мемориал»')).toContainText('+7 (482) 200-00-00');

  // confirm Анна by the code she receives (read from the outbox, as an administrator would)
  await row(page, 'Кузнецова Анна Сергеевна')
    .getByRole('button', { name: /^Подтвердить/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Подтверждение клиента: Кузнецова Анна Сергеевна' });
  await expect(confirm.getByLabel('На телефон +7 (900) 700-00-01')).toBeChecked();
  await confirm.getByRole('button', { name: 'Отправить код' }).click();
  await expect(confirm.getByText(/Код отправлен: \+7 \(900\) 700-00-01/)).toBeVisible();
  const code = await latestCode(request, '79007000001');
  await confirm.getByLabel('Код из сообщения').fill(code);
  await confirm.getByLabel('Клиент согласен получать уведомления по телефону').check();
  await shoot(page, 'shoppers-confirm', false);
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, 'Кузнецова Анна Сергеевна')).toContainText('Подтверждён');
  await expect(
    row(page, 'Кузнецова Анна Сергеевна').getByRole('button', { name: /^Подтвердить/ }),
  ).toHaveCount(0);
  await row(page, 'Кузнецова Анна Сергеевна')
    .getByRole('button', { name: /^Изменить/ })
    .click();
  await expect(
    page.getByRole('dialog').getByText(/^Подтверждён по телефону \d{2}\.\d{2}\.\d{4}$/),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();

  await shoot(page, 'shoppers');

  // delete the organisation after the confirm dialog
  await row(page, 'ООО «Тверской мемориал»')
    .getByRole('button', { name: /^Удалить/ })
    .click();
  await page.getByRole('dialog', { name: 'Подвердить действие' }).getByRole('button', { name: 'Да' }).click();
  await expect(row(page, 'ООО «Тверской мемориал»')).toHaveCount(0);
});
