import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import type { BurialPassport } from '@sp/shared/api/passports';
import { useState } from 'react';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { downloadBurialPassport, type PassportFormat } from '../api/burial-passport-file';
import type { PassportSide } from '../api/passport-side';

const LABELS: Record<PassportFormat, string> = { pdf: 'Скачать PDF', docx: 'Скачать .docx' };

type PassportDownloadProps = {
  side: PassportSide;
  passport: Pick<BurialPassport, 'id' | 'number'>;
  format: PassportFormat;
};

/** «Скачать PDF» / «Скачать .docx» of a passport; says why it could not (a PDF without LibreOffice answers 503). */
export function PassportDownloadButton({ side, passport, format }: PassportDownloadProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadBurialPassport(side, passport, format);
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<Download />}
      disabled={busy}
      onClick={() => void download()}
      aria-label={`${LABELS[format]}, паспорт № ${passport.number}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {busy ? 'Готовим…' : LABELS[format]}
    </Button>
  );
}
