import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '../test/fixtures';
import { API_BASE_URL } from './api-base';
import { ApiError } from './api-error';
import { sessionStore } from './session-store';
import { sendForm } from './upload';

type Answer = { status: number; body?: unknown } | 'network-error';

/** XMLHttpRequest as sendForm uses it: records each send, reports a quarter then half, answers from a queue. */
function fakeRequests(answers: Answer[]) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: FormData }[] = [];
  class FakeRequest {
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, headers: this.headers, body });
      const answer = answers.shift();
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
        this.upload.onprogress?.({ lengthComputable: false, loaded: 40, total: 0 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        if (!answer || answer === 'network-error') {
          this.onerror?.();
          return;
        }
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

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
    expect(sent[0].body).toBe(data);
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
