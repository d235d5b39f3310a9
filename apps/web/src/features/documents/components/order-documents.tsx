import Description from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DOCUMENT_FORMAT_LABELS,
  type DocumentFormat,
  type GeneratedDocument,
} from '@sp/shared/api/documents';
import { formatDateTime } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useCreateDocument } from '../api/create-document';
import { useDeleteDocument } from '../api/delete-document';
import { useDocumentsStatus } from '../api/documents-status';
import { useOrderDocuments } from '../api/order-documents';
import { useTemplates } from '../api/templates';
import { DocumentDownloadButton } from './document-downloads';

export type OrderDocumentsProps = {
  /** the deal whose documents are listed and made */
  orderId: number;
};

/** «Сформировать»: a template (built-in or own) and a format; PDF is offered only when the server can make it. */
function GenerateForm({ orderId }: OrderDocumentsProps) {
  const templates = useTemplates();
  const status = useDocumentsStatus();
  const create = useCreateDocument();
  const [templateId, setTemplateId] = useState('contract');
  const [format, setFormat] = useState<DocumentFormat>('docx');
  const [created, setCreated] = useState<GeneratedDocument | null>(null);
  const pdf = status.data?.pdf ?? false;

  const submit = () => {
    setCreated(null);
    create.mutate(
      { order_id: orderId, template_id: templateId, format },
      {
        onSuccess: (document) => {
          setCreated(document);
          snackbar.success(`Документ «${document.file_name}» сформирован`);
        },
        onError: (error) => snackbar.error(errorText(error)),
      },
    );
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          label="Шаблон"
          size="small"
          value={templateId}
          onChange={(event) => setTemplateId(event.target.value)}
          sx={{ minWidth: 260, flexGrow: 1 }}
          disabled={templates.isPending}
          helperText={templates.isError ? errorText(templates.error) : undefined}
          error={templates.isError}
        >
          {(
            templates.data?.results ?? [{ id: 'contract', name: 'Договор на оказание ритуальных услуг' }]
          ).map((template) => (
            <MenuItem key={template.id} value={template.id}>
              {template.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Формат"
          size="small"
          value={format}
          onChange={(event) => setFormat(event.target.value as DocumentFormat)}
          sx={{ minWidth: 160 }}
          helperText={status.data && !pdf ? 'PDF недоступен на этом сервере' : undefined}
        >
          <MenuItem value="docx">{DOCUMENT_FORMAT_LABELS.docx}</MenuItem>
          <MenuItem value="pdf" disabled={!pdf}>
            {DOCUMENT_FORMAT_LABELS.pdf}
          </MenuItem>
        </TextField>
        <Button
          variant="contained"
          onClick={submit}
          disabled={create.isPending}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {create.isPending ? 'Формируем…' : 'Сформировать'}
        </Button>
      </Stack>
      {created && (
        <Typography variant="body2" role="status" sx={{ mt: 1.5 }}>
          Готово: {created.file_name}.{' '}
          <Link component={RouterLink} to={paths.documentViewer(created.id)}>
            Открыть
          </Link>
        </Typography>
      )}
    </Box>
  );
}

function DocumentRow({
  document,
  pdf,
  onDelete,
}: {
  document: GeneratedDocument;
  pdf: boolean;
  onDelete?: () => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexGrow: 1, minWidth: 0 }}>
        <Description color="action" aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={paths.documentViewer(document.id)}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {document.file_name}
          </Link>
          <Typography variant="caption" color="text.secondary" component="div">
            {formatDateTime(document.created_at)}
            {document.created_by ? `, ${document.created_by.name}` : ''}
          </Typography>
        </Box>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <DocumentDownloadButton document={document} format="docx" />
        {(pdf || document.has_pdf) && <DocumentDownloadButton document={document} format="pdf" />}
        {onDelete && (
          <Button size="small" color="error" onClick={onDelete} aria-label={`Удалить: ${document.file_name}`}>
            Удалить
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/**
 * «Документы» of a deal (the deal page composes it): the deal's generated documents with «Открыть» in the viewer
 * and downloads as .docx and PDF, and «Сформировать» from a built-in or the company's own template. Shown to those
 * who may read documents; making them needs read-write, deleting full rights.
 */
export function OrderDocuments(props: OrderDocumentsProps) {
  const rights = useModuleRights('documents');
  // no request without the right: a refused one would cost the session a refresh
  return rights.canEdit || rights.readOnly ? (
    <Documents {...props} canEdit={rights.canEdit} canDelete={rights.canDelete} />
  ) : null;
}

function Documents({
  orderId,
  canEdit,
  canDelete,
}: OrderDocumentsProps & { canEdit: boolean; canDelete: boolean }) {
  const documents = useOrderDocuments(orderId);
  const status = useDocumentsStatus();
  const remove = useDeleteDocument();
  const [removing, setRemoving] = useState<GeneratedDocument | null>(null);
  const list = documents.data?.results ?? [];

  const confirmRemove = () => {
    if (!removing) return;
    const document = removing;
    remove.mutate(document.id, {
      onSuccess: () => snackbar.success(`Документ «${document.file_name}» удалён`),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Документы" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Документы
        </Typography>
        <Button size="small" component={RouterLink} to={paths.documentTemplates()}>
          Шаблоны
        </Button>
      </Box>
      {canEdit && <GenerateForm orderId={orderId} />}
      {documents.isPending && <PageState kind="loading" />}
      {documents.isError && (
        <PageState kind="error" error={documents.error} onRetry={() => void documents.refetch()} />
      )}
      {documents.data && list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          По сделке ещё нет документов.
        </Typography>
      )}
      {list.map((document) => (
        <DocumentRow
          key={document.id}
          document={document}
          pdf={status.data?.pdf ?? false}
          onDelete={canDelete ? () => setRemoving(document) : undefined}
        />
      ))}
      <ConfirmDialog
        open={removing !== null}
        text={removing ? `Удалить документ «${removing.file_name}»? Его файлы будут удалены.` : undefined}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Paper>
  );
}
