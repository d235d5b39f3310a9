import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Invoice } from '@sp/shared/api/invoices';
import { useId, useState } from 'react';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { downloadInvoice, type InvoiceFormat, type InvoiceOwner } from '../api/invoice-file';

const LABELS: Record<InvoiceFormat, string> = { docx: 'Скачать .docx', pdf: 'Скачать PDF' };

type InvoiceFile = Pick<Invoice, 'id' | 'number' | 'file_name'>;

/** Fetches and saves an invoice's file; says why it could not (a PDF without LibreOffice answers 503). */
function useInvoiceDownload(owner: InvoiceOwner, invoice: InvoiceFile) {
  const [busy, setBusy] = useState(false);
  const download = async (format: InvoiceFormat) => {
    setBusy(true);
    try {
      await downloadInvoice(owner, invoice, format);
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, download: (format: InvoiceFormat) => void download(format) };
}

/** «Скачать .docx» / «Скачать PDF» of an invoice, named with its number for a screen reader. */
export function InvoiceDownloadButton({
  owner,
  invoice,
  format,
}: {
  owner: InvoiceOwner;
  invoice: InvoiceFile;
  format: InvoiceFormat;
}) {
  const { busy, download } = useInvoiceDownload(owner, invoice);
  return (
    <Button
      size="small"
      startIcon={<Download />}
      disabled={busy}
      onClick={() => download(format)}
      aria-label={`${LABELS[format]}, счёт № ${invoice.number}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {busy ? 'Готовим…' : LABELS[format]}
    </Button>
  );
}

/** «Скачать» with a menu of the two formats: where a row has little room (the administrator's list). */
export function InvoiceDownloadMenu({ owner, invoice }: { owner: InvoiceOwner; invoice: InvoiceFile }) {
  const { busy, download } = useInvoiceDownload(owner, invoice);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (format: InvoiceFormat) => {
    setAnchor(null);
    download(format);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<Download />}
        disabled={busy}
        aria-label={`Скачать счёт № ${invoice.number}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {busy ? 'Готовим…' : 'Скачать'}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('docx')}>{LABELS.docx}</MenuItem>
        <MenuItem onClick={() => choose('pdf')}>{LABELS.pdf}</MenuItem>
      </Menu>
    </>
  );
}
