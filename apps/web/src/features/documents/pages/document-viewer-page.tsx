import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GeneratedDocument } from '@sp/shared/api/documents';
import { formatDateTime } from '@sp/shared/format/date';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { actorOf } from '../../../lib/actor';
import { errorText } from '../../../lib/api-error';
import { fetchFile } from '../../../lib/file-download';
import { RouterLink } from '../../../lib/router-link';
import { useSession } from '../../../lib/session-store';
import { documentFilePath, useDocumentPdf } from '../api/document-file';
import { useDocumentInfo } from '../api/document-info';
import { DocumentDownloadButton } from '../components/document-downloads';

/** The first page as an image (a phone's preview); nothing when the server cannot draw it. */
function FirstPage({ document }: { document: GeneratedDocument }) {
  const preview = useQuery({
    queryKey: ['documents', 'documents', document.id, 'preview'],
    queryFn: ({ signal }) => fetchFile(`/api/documents/image-filedoc/${document.id}/`, 'page.png', signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const url = useMemo(() => (preview.data ? URL.createObjectURL(preview.data.blob) : null), [preview.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={`Первая страница: ${document.file_name}`}
      sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
    />
  );
}

/** On a phone: «Открыть PDF» in the browser's own viewer (a new tab opened at the tap, filled when ready). */
function OpenPdfButton({ document }: { document: GeneratedDocument }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setError(null);
    setBusy(true);
    const tab = window.open('', '_blank');
    try {
      const file = await fetchFile(documentFilePath(document.id, 'pdf', true), `${document.file_name}.pdf`);
      const url = URL.createObjectURL(file.blob);
      if (tab) tab.location.href = url;
      else window.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 120_000);
    } catch (failure) {
      tab?.close();
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="contained" startIcon={<OpenInNew />} disabled={busy} onClick={() => void open()}>
        {busy ? 'Готовим PDF…' : 'Открыть PDF'}
      </Button>
      {error && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </>
  );
}

/** The PDF in the browser's viewer inside the page. */
function PdfFrame({ document }: { document: GeneratedDocument }) {
  const pdf = useDocumentPdf(document.id, true);
  if (pdf.isPending) return <PageState kind="loading" />;
  if (pdf.isError) return <Alert severity="warning">{errorText(pdf.error)}</Alert>;
  return (
    <Box
      component="iframe"
      src={pdf.url ?? undefined}
      title={`Документ: ${document.file_name}`}
      sx={{
        width: '100%',
        height: { xs: '70vh', md: 'calc(100vh - 260px)' },
        minHeight: 480,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    />
  );
}

/**
 * /app/document-viewer?document={id}: a generated document shown as PDF in the page (on a phone, its first page
 * and «Открыть PDF»), with a bar to download it as .docx or PDF and a link back to its deal. Company staff see
 * their company's documents, a client the documents of their own deals.
 */
export function DocumentViewerPage() {
  const [params] = useSearchParams();
  const raw = params.get('document') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return id === null ? (
    <Box>
      <PageHeader title="Просмотр документа" />
      <PageState kind="empty" text="Документ не выбран. Откройте его из сделки." />
    </Box>
  ) : (
    <Viewer id={id} />
  );
}

function Viewer({ id }: { id: number }) {
  const info = useDocumentInfo(id);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const actor = actorOf(useSession());
  const client = actor?.userType === USER_TYPE.user;

  if (info.isPending) return <PageState kind="loading" />;
  if (info.isError) return <PageState kind="error" error={info.error} onRetry={() => void info.refetch()} />;
  const document = info.data;
  const dealLink = client ? paths.historyOrder(document.order.id) : paths.order(document.order.id);

  return (
    <Box>
      <Button component={RouterLink} to={dealLink} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Сделка № {document.order.number}
      </Button>
      <PageHeader title={document.file_name} />
      <Paper
        variant="outlined"
        component="section"
        aria-label="Скачать документ"
        sx={{ p: 1.5, mb: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          Сформирован {formatDateTime(document.created_at)}
          {document.created_by ? `, ${document.created_by.name}` : ''}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          <DocumentDownloadButton document={document} format="docx" variant="outlined" />
          <DocumentDownloadButton document={document} format="pdf" variant="outlined" />
        </Stack>
      </Paper>
      {phone ? (
        <Stack spacing={2}>
          <OpenPdfButton document={document} />
          <FirstPage document={document} />
        </Stack>
      ) : (
        <PdfFrame document={document} />
      )}
    </Box>
  );
}
