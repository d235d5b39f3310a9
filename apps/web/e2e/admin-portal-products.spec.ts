import { expect, loginWithPassword, test } from './fixtures';

test('/admin/portal-product at 1440: a company name stays on one line beside its filter button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'admin@demo.ru');
  await page.goto('/admin/portal-product');
  const table = page.getByRole('table', { name: 'Продукты портала' });
  // the demo's two companies, «Ритуал-Сервис» and «Память-Юг», both among the offers
  for (const name of ['Память-Юг', 'Ритуал-Сервис']) {
    await page.getByRole('searchbox', { name: 'Компания' }).fill(name);
    const cell = table.getByText(name, { exact: true }).first();
    await expect(cell).toBeVisible();
    // one line box: the name did not wrap
    expect(await cell.evaluate((element) => element.getClientRects().length), name).toBe(1);
    const button = table.getByRole('button', { name: `Только предложения компании «${name}»` }).first();
    const [nameBox, buttonBox] = [await cell.boundingBox(), await button.boundingBox()];
    // the button stands beside the name, on its line
    expect(
      Math.abs(
        (nameBox?.y ?? 0) + (nameBox?.height ?? 0) / 2 - ((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0) / 2),
      ),
    ).toBeLessThan(8);
    // a name of some 25 letters would fit as well: its width in the cell's font, beside the button
    const fits = await cell.evaluate((element) => {
      const td = element.closest('td');
      if (!td) return false;
      const style = getComputedStyle(td);
      const room =
        td.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const probe = document.createElement('span');
      probe.textContent = 'Ритуальная служба «Покой»';
      probe.style.whiteSpace = 'nowrap';
      element.parentElement?.appendChild(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      // the filter button (26 px) and the gap (4 px) beside the name
      return width + 30 <= room;
    });
    expect(fits, name).toBe(true);
  }
  // nothing scrolls sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // a phone: the offers are cards (no table), the company's name in each, and nothing scrolls sideways either
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Только предложения компании «Ритуал-Сервис»' }).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
