import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderRoute, stubServer } from '../../../test/stub-server';
import { LandingEditorPage } from '../pages/landing-editor-page';
import { makeLanding } from './landing-fixtures';

vi.setConfig({ testTimeout: 30_000 });

const tver = { id: 7, name: 'Тверь', region: 'Тверская область', latitude: 56.8587, longitude: 35.9176 };

function serve(
  landing = makeLanding({ city: { id: 7, name: 'Тверь', region: 'Тверская область' } } as never),
) {
  return stubServer((call) => {
    const path = new URL(call.url, 'http://x').pathname;
    if (path === '/api/company-landing/landing/') {
      return { body: call.method === 'PUT' ? { ...landing, ...(call.body as object) } : landing };
    }
    if (path === '/api/geo/city/7/') return { body: tver };
    if (path.startsWith('/api/company-landing/')) return { body: [] };
    return undefined;
  });
}

const openEditor = () => renderRoute('/app/landing', <LandingEditorPage />, '/app/landing');

beforeEach(() => sessionStore.signIn(makeSession({ user_type: 2, company_id: 2, name: 'Ритуал-Сервис' })));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('landing editor map point', () => {
  it('starts at the city, sets the coordinates where the map is clicked and shows the marker', async () => {
    const sent = serve();
    openEditor();
    const map = await screen.findByRole('region', { name: 'Точка на карте' }, { timeout: 10_000 });
    expect(within(map).queryByRole('img', { name: 'Ритуал-Сервис' })).toBeNull();
    await waitFor(() => expect(sent.some((call) => call.url.includes('/api/geo/city/7/'))).toBe(true));
    // the test DOM has no layout: a click lands on the map's centre, the city's centre
    await waitFor(() => {
      fireEvent.click(map);
      expect(Number(screen.getByLabelText<HTMLInputElement>('Широта').value)).toBeCloseTo(tver.latitude, 3);
    });
    expect(Number(screen.getByLabelText<HTMLInputElement>('Долгота').value)).toBeCloseTo(tver.longitude, 3);
    expect(await within(map).findByRole('img', { name: 'Ритуал-Сервис' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Показать на карте' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    const put = sent.find((call) => call.method === 'PUT')?.body as { latitude: number; longitude: number };
    expect(put.latitude).toBeCloseTo(tver.latitude, 3);
    expect(put.longitude).toBeCloseTo(tver.longitude, 3);
  });

  it('shows the saved point and takes no clicks when read-only', async () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 2 }, [{ id: 1, name: 'Зритель', modules: { landing: 3 } }]),
    );
    serve(makeLanding({ latitude: 55.75, longitude: 37.62 }));
    openEditor();
    const map = await screen.findByRole('region', { name: 'Точка на карте' }, { timeout: 10_000 });
    expect(await within(map).findByRole('img', { name: 'Ритуал-Сервис' })).toBeTruthy();
    fireEvent.click(map);
    expect(screen.getByLabelText<HTMLInputElement>('Широта').value).toBe('55.75');
  });
});
