import { GUEST_BOOK_MSG, GUEST_TEXT_MAX } from '@sp/shared/api/guest-book-limits';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { GuestEntryForm, validateGuestEntry } from './guest-entry-form';

const CONFIG = { captcha_provider: 'none', recaptcha_site_key: null, version: '2.5.1' };

function serve(answer?: (call: Sent) => { status?: number; body?: unknown } | undefined): Sent[] {
  return stubServer((call) => {
    if (call.url.includes('/api/public/config/')) return { body: CONFIG };
    return answer?.(call);
  });
}

const posts = (sent: Sent[]) => sent.filter((call) => call.method === 'POST');

function open(kind: 'memory' | 'candle' = 'memory') {
  const onDone = vi.fn();
  renderWithProviders(
    <GuestEntryForm
      pageId={5}
      token={null}
      kind={kind}
      moderation="approval"
      onDone={onDone}
      onCancel={vi.fn()}
    />,
  );
  return onDone;
}

afterEach(() => vi.unstubAllGlobals());

describe('the guest book form', () => {
  it('asks a memory for a name and words before sending anything', async () => {
    const sent = serve();
    open();
    expect(
      screen.getByText('Воспоминание появится на странице после одобрения хранителем страницы.'),
    ).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(GUEST_BOOK_MSG.nameRequired)).toBeTruthy();
    expect(screen.getByText(GUEST_BOOK_MSG.textRequired)).toBeTruthy();
    // markup and spaces are no words
    await userEvent.type(screen.getByLabelText(/Ваше имя/), '   ');
    await userEvent.type(screen.getByLabelText(/^Воспоминание/), '<p> </p>');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(GUEST_BOOK_MSG.textRequired)).toBeTruthy();
    expect(posts(sent)).toEqual([]);
  });

  it('counts the characters and refuses a memory over the limit', async () => {
    const sent = serve();
    open();
    await userEvent.type(screen.getByLabelText(/Ваше имя/), 'Мария');
    fireEvent.change(screen.getByLabelText(/^Воспоминание/), {
      target: { value: 'я'.repeat(GUEST_TEXT_MAX + 1) },
    });
    expect(screen.getByText(`${GUEST_TEXT_MAX + 1} из ${GUEST_TEXT_MAX} символов`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(GUEST_BOOK_MSG.textTooLong)).toBeTruthy();
    expect(posts(sent)).toEqual([]);
  });

  it('sends a memory and hands the answer on', async () => {
    const created = {
      detail: GUEST_BOOK_MSG.sentPending,
      entry: { id: 7, kind: 'memory', status: 'pending' },
      candles: 0,
    };
    const sent = serve((call) => (call.method === 'POST' ? { status: 201, body: created } : undefined));
    const onDone = open();
    await userEvent.type(screen.getByLabelText(/Ваше имя/), 'Мария Петрова');
    await userEvent.type(screen.getByLabelText(/^Воспоминание/), 'Помню его руки.');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(created));
    expect(posts(sent)).toEqual([
      {
        method: 'POST',
        url: '/api/memory_page/public/5/guest-book/',
        body: { kind: 'memory', name: 'Мария Петрова', text: 'Помню его руки.' },
      },
    ]);
  });

  it('lights a candle without a name; shows the server’s refusal (429) as it says it', async () => {
    const sent = serve((call) =>
      call.method === 'POST'
        ? { status: 429, body: { detail: 'Слишком много записей с вашего адреса. Повторите через 12 мин.' } }
        : undefined,
    );
    const onDone = open('candle');
    expect(screen.queryByLabelText(/^Воспоминание/)).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Зажечь свечу' }));
    expect(
      await screen.findByText('Слишком много записей с вашего адреса. Повторите через 12 мин.'),
    ).toBeTruthy();
    expect(posts(sent)[0].body).toEqual({ kind: 'candle', name: '', text: '' });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages under the fields', async () => {
    serve((call) =>
      call.method === 'POST' ? { status: 400, body: { name: ['Имя не длиннее 60 символов'] } } : undefined,
    );
    open();
    await userEvent.type(screen.getByLabelText(/Ваше имя/), 'Мария');
    await userEvent.type(screen.getByLabelText(/^Воспоминание/), 'Текст');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Имя не длиннее 60 символов')).toBeTruthy();
  });

  it('validates as the server does', () => {
    expect(validateGuestEntry('memory', { name: '', text: '' })).toEqual({
      name: GUEST_BOOK_MSG.nameRequired,
      text: GUEST_BOOK_MSG.textRequired,
    });
    expect(validateGuestEntry('candle', { name: '', text: '' })).toEqual({});
    expect(validateGuestEntry('candle', { name: 'я'.repeat(61), text: '' })).toEqual({
      name: GUEST_BOOK_MSG.nameTooLong,
    });
    expect(
      validateGuestEntry('memory', { name: 'Анна', text: `${'я'.repeat(GUEST_TEXT_MAX)}\u200b<b></b>` }),
    ).toEqual({});
  });
});
