import type { DocumentTemplate } from '@sp/shared/api/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sendForm } from '../../../lib/upload';

const PATH = '/api/documents/templates/';

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
      return sendForm<DocumentTemplate>(PATH, form, setProgress);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents', 'templates'] }),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
