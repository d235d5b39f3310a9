import { vi } from 'vitest';

export type UploadAnswer = { status: number; body?: unknown } | 'network-error';
export type SentUpload = { method: string; url: string; headers: Record<string, string>; form: FormData };
type ProgressEvent = { lengthComputable: boolean; loaded: number; total: number };

/**
 * XMLHttpRequest as lib/upload's sendForm uses it: records each send, reports the progress steps (by default
 * half of the upload), then gives the answers in turn, the last one again for any later send.
 */
export function fakeUploads(
  answers: UploadAnswer[],
  progress: ProgressEvent[] = [{ lengthComputable: true, loaded: 50, total: 100 }],
): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
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
    send(form: FormData) {
      sent.push({ method: this.method, url: this.url, headers: this.headers, form });
      const answer = answers[Math.min(sent.length - 1, answers.length - 1)];
      setTimeout(() => {
        for (const step of progress) this.upload.onprogress?.(step);
        if (!answer || answer === 'network-error') {
          this.onerror?.();
          return;
        }
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}
