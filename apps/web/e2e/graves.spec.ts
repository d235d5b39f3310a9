import { expect, shoot, test } from './fixtures';

test('a guest finds a grave by name on «Захоронения» and opens the route to it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // one of Анна Смирнова's deceased relatives lies in the demo's Дмитрово-Черкасское кладбище
  const found = await request.get('/api/cemeteries/public-burials/?query=смирнов&limit=1');
  const [burial] = (
    (await found.json()) as {
      results: { full_name: string; grave_id: number; location: { lat: number; lng: number } }[];
    }
  ).results;
  expect(burial).toBeTruthy();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/search/${encodeURIComponent('Смирнов')}?tab=graves`);
  const results = page.getByRole('table', { name: 'Захоронения' });
  await expect(results.getByText(burial.full_name).first()).toBeVisible();
  await page
    .getByRole('link', { name: `Место и маршрут: ${burial.full_name}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]grave=${burial.grave_id}`));
  await expect(page.getByText('Дмитрово-Черкасское кладбище').first()).toBeVisible();
  await expect(page.getByText(burial.full_name).first()).toBeVisible();

  // the links carry the point to six decimals (about 10 cm)
  const lat = String(Math.round(burial.location.lat * 1e6) / 1e6);
  const lng = String(Math.round(burial.location.lng * 1e6) / 1e6);
  await page.getByRole('button', { name: 'Проложить маршрут' }).click();
  const yandex = page.getByRole('menuitem', { name: 'Яндекс Карты' });
  await expect(yandex).toHaveAttribute('href', `https://yandex.ru/maps/?rtext=~${lat},${lng}&rtt=auto`);
  await expect(page.getByRole('menuitem', { name: 'Открыть в навигаторе' })).toHaveAttribute(
    'href',
    `geo:${lat},${lng}?q=${lat},${lng}`,
  );
  await page.keyboard.press('Escape');
  await shoot(page, 'grave-card');
});
