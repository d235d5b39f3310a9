import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads, type UploadAnswer } from '../test/fake-uploads';
import { makeSession } from '../test/fixtures';
import { API_BASE_URL } from './api-base';
import { ApiError } from './api-error';
import { sessionStore } from './session-store';
import { sendForm } from './upload';

/** a quarter, a step the browser cannot measure, then half */
const STEPS = [
  { lengthComputable: true, loaded: 25, total: 100 },
  { lengthComputable: false, loaded: 40, total: 0 },
  { lengthComputable: true, loaded: 50, total: 100 },
];
const fakeRequests = (answers: UploadAnswer[]) => fakeUploads(answers, STEPS);

function form() {
  const data = new FormData();
  data.append('file', new File(['x'], 'a.txt'), 'a.txt');
  return data;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('sendForm', () => {
  it('posts the form with the token, reports the share sent, then 1, and resolves with the answer', async () => {
    sessionStore.signIn(makeSession());
    const sent = fakeRequests([{ status: 201, body: { id: 5 } }]);
    const progress: number[] = [];
    const data = form();

    await expect(sendForm('/api/things/', data, (fraction) => progress.push(fraction))).resolves.toEqual({
      id: 5,
    });

    expect(progress).toEqual([0.25, 0.5, 1]);
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toBe(`${API_BASE_URL}/api/things/`);
    expect(sent[0].headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer access' });
    expect(sent[0].form).toBe(data);
  });

  it('sends no Authorization for a guest', async () => {
    const sent = fakeRequests([{ status: 200, body: { ok: true } }]);
    await sendForm('/api/things/', form(), () => undefined);
    expect(sent[0].headers).toEqual({ Accept: 'application/json' });
  });

  it('rejects with the server’s message and does not report 1 when the server refuses', async () => {
    sessionStore.signIn(makeSession());
    fakeRequests([{ status: 400, body: { file: ['Файл слишком большой.'] } }]);
    const progress: number[] = [];

    const error = await sendForm('/api/things/', form(), (fraction) => progress.push(fraction)).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, errors: 'Файл слишком большой.' });
    expect(progress).toEqual([0.25, 0.5]);
  });

  it('rejects with a connection error when the request fails', async () => {
    fakeRequests(['network-error']);
    await expect(sendForm('/api/things/', form(), () => undefined)).rejects.toMatchObject({ code: 0 });
  });

  it('on a 401 renews the session once and sends again with the new token', async () => {
    sessionStore.signIn(makeSession());
    const sent = fakeRequests([{ status: 401 }, { status: 201, body: { id: 6 } }]);
    const refreshes: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      refreshes.push(String(input));
      return new Response(JSON.stringify({ ...makeSession(), token: 'renewed' }), { status: 200 });
    });

    await expect(sendForm('/api/things/', form(), () => undefined)).resolves.toEqual({ id: 6 });

    expect(refreshes).toEqual([`${API_BASE_URL}/api/auth/refresh-token/`]);
    expect(sent.map((request) => request.headers.Authorization)).toEqual(['Bearer access', 'Bearer renewed']);
  });
});
