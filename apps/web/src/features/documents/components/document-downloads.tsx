import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import type { DocumentFormat, GeneratedDocument } from '@sp/shared/api/documents';
import { useState } from 'react';
import { errorText } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/file-download';
import { snackbar } from '../../../lib/snackbar-store';
import { documentFilePath } from '../api/document-file';

const LABELS: Record<DocumentFormat, string> = { docx: 'Скачать .docx', pdf: 'Скачать PDF' };

/** «Скачать .docx» / «Скачать PDF» of a document: fetched with the session, saved under its Russian name. */
export function DocumentDownloadButton({
  document,
  format,
  size = 'small',
  variant = 'text',
}: {
  document: GeneratedDocument;
  format: DocumentFormat;
  size?: 'small' | 'medium';
  variant?: 'text' | 'outlined' | 'contained';
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(documentFilePath(document.id, format), `${document.file_name}.${format}`);
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      variant={variant}
      startIcon={<Download />}
      disabled={busy}
      onClick={() => void download()}
      aria-label={`${LABELS[format]}: ${document.file_name}`}
    >
      {busy ? 'Готовим…' : LABELS[format]}
    </Button>
  );
}
