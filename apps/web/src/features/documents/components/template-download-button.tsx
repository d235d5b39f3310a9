import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import type { DocumentTemplate } from '@sp/shared/api/documents';
import { useState } from 'react';
import { errorText } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/file-download';
import { snackbar } from '../../../lib/snackbar-store';

/** «Скачать .docx» of a template (a built-in's too, to change in Word and upload as the company's own). */
export function TemplateDownloadButton({
  template,
  variant = 'text',
}: {
  template: DocumentTemplate;
  variant?: 'text' | 'outlined';
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/api/documents/templates/${template.id}/file/`, template.file_name);
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant={variant}
      startIcon={<Download />}
      disabled={busy}
      onClick={() => void download()}
      aria-label={`Скачать .docx: ${template.name}`}
    >
      Скачать .docx
    </Button>
  );
}
