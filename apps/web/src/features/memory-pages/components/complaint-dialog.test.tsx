import { MEMORY_PAGE_MSG } from '@sp/shared/api/memory-pages';
import { PAGE_COMPLAINT_MSG } from '@sp/shared/api/page-complaints';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_COOKIE, removeCookie, writeCookie } from '../../../lib/cookies';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { ComplaintDialog, validateComplaint } from './complaint-dialog';
import { makePublicPage } from './memory-page-fixtures';
import { PersonView } from './person-view';

const CONFIG = { captcha_provider: 'none', recaptcha_site_key: null, version: '2.5.1' };

function serve(answer?: (call: Sent) => { status?: number; body?: unknown } | undefined): Sent[] {
  return stubServer((call) => {
    if (call.url.includes('/api/public/config/')) return { body: CONFIG };
    return answer?.(call);
  });
}

const posts = (sent: Sent[]) => sent.filter((call) => call.method === 'POST');
const SLOW = { timeout: 30_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  removeCookie(PROFILE_COOKIE);
});

describe('«Пожаловаться» on a memory page', () => {
  it('asks a guest for a reason and a contact before sending anything', SLOW, async () => {
    const sent = serve();
    renderWithProviders(<ComplaintDialog pageId={7} open onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Выберите причину')).toBeTruthy();
    expect(screen.getByText(PAGE_COMPLAINT_MSG.contactRequired)).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Другое'));
    await userEvent.type(screen.getByLabelText(/Почта или телефон/), 'не почта');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(PAGE_COMPLAINT_MSG.textRequired)).toBeTruthy();
    expect(screen.getByText(MEMORY_PAGE_MSG.contactFormat)).toBeTruthy();
    expect(posts(sent)).toEqual([]);
  });

  it('sends the reason, the words and the contact, and says it was sent', SLOW, async () => {
    const sent = serve((call) =>
      call.method === 'POST' ? { status: 201, body: { detail: PAGE_COMPLAINT_MSG.sent } } : undefined,
    );
    renderWithProviders(<ComplaintDialog pageId={7} open onClose={vi.fn()} />);
    await userEvent.click(await screen.findByLabelText('Фото не принадлежит семье'));
    await userEvent.type(screen.getByLabelText(/Подробности/), 'Это фото нашей бабушки');
    await userEvent.type(screen.getByLabelText(/Почта или телефон/), 'vnuk@test.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(PAGE_COMPLAINT_MSG.sent)).toBeTruthy();
    expect(posts(sent)).toEqual([
      {
        method: 'POST',
        url: '/api/memory_page/public/7/complaint/',
        body: { reason: 'photo', text: 'Это фото нашей бабушки', contact: 'vnuk@test.ru' },
      },
    ]);
  });

  it('shows the server’s field errors and its 429 wait', SLOW, async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { contact: [PAGE_COMPLAINT_MSG.contactRequired] },
    };
    serve((call) => (call.method === 'POST' ? answer : undefined));
    renderWithProviders(<ComplaintDialog pageId={7} open onClose={vi.fn()} />);
    await userEvent.click(await screen.findByLabelText('Текст оскорбляет'));
    await userEvent.type(screen.getByLabelText(/Почта или телефон/), '+7 900 123-45-67');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(PAGE_COMPLAINT_MSG.contactRequired)).toBeTruthy();
    answer = { status: 429, body: { detail: PAGE_COMPLAINT_MSG.throttled(12) } };
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(PAGE_COMPLAINT_MSG.throttled(12))).toBeTruthy();
  });

  it('a signed-in visitor may leave no contact', () => {
    expect(validateComplaint({ reason: 'stranger', text: '', contact: '' }, true)).toEqual({});
    expect(validateComplaint({ reason: 'stranger', text: '', contact: '' }, false)).toEqual({
      contact: PAGE_COMPLAINT_MSG.contactRequired,
    });
  });

  it('tells a signed-in visitor the contact is optional', SLOW, async () => {
    writeCookie(PROFILE_COOKIE, '1');
    serve();
    renderWithProviders(<ComplaintDialog pageId={7} open onClose={vi.fn()} />);
    await waitFor(() => expect(screen.getByText('Необязательно: оставьте, если ждёте ответа')).toBeTruthy());
  });

  it('is offered at the foot of a public page only, and its form comes when asked for', SLOW, async () => {
    serve();
    const { unmount } = renderWithProviders(<PersonView page={makePublicPage()} shareUrl="/person/5" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Пожаловаться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пожаловаться на страницу' });
    expect(dialog).toBeTruthy();
    unmount();
    renderWithProviders(
      <PersonView page={makePublicPage({ visibility: 'link' })} shareUrl="/person/5?token=x" token="x" />,
    );
    expect(screen.queryByRole('button', { name: 'Пожаловаться' })).toBeNull();
  });
});
