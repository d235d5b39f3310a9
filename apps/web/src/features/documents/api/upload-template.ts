import type { DocumentTemplate } from '@sp/shared/api/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { API_BASE_URL } from '../../../lib/api-base';
import { toApiError } from '../../../lib/api-error';
import { refreshSession } from '../../../lib/session-actions';
import { sessionStore } from '../../../lib/session-store';

const PATH = '/api/documents/templates/';

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** One POST with upload progress (fetch cannot report it). */
function post(form: FormData, onProgress: (fraction: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}${PATH}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = sessionStore.get().token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: parse(request.responseText) });
    request.onerror = () => resolve({ status: 0, body: undefined });
    request.send(form);
  });
}

export type TemplateUpload = { file: File; name: string };

/**
 * POST /api/documents/templates/ (multipart: file, name) with the share sent so far (0…1) in `progress`;
 * a 401 renews the session once and sends again. A bad template answers 400 on `file` naming the problem.
 */
export function useUploadTemplate() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ file, name }: TemplateUpload) => {
      const form = new FormData();
      form.append('name', name);
      form.append('file', file, file.name);
      setProgress(0);
      let answer = await post(form, setProgress);
      if (answer.status === 401 && sessionStore.get().token && (await refreshSession().catch(() => false)))
        answer = await post(form, setProgress);
      if (answer.status < 200 || answer.status >= 300) throw toApiError(answer.status, answer.body);
      setProgress(1);
      return answer.body as DocumentTemplate;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents', 'templates'] }),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
