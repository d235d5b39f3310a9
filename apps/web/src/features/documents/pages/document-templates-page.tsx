import Add from '@mui/icons-material/Add';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentTemplate } from '@sp/shared/api/documents';
import { formatDate } from '@sp/shared/format/date';
import { pluralRu } from '@sp/shared/format/plural';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/templates';
import { BurialRegisterCard } from '../components/burial-register-card';
import { formatSize } from '../components/format';
import { PlaceholderCatalog } from '../components/placeholder-catalog';
import { RequisitesDialog } from '../components/requisites-dialog';
import { TemplateDownloadButton } from '../components/template-download-button';
import { TemplateUploadDialog } from '../components/template-upload-dialog';

function TemplateCard({ template, onDelete }: { template: DocumentTemplate; onDelete?: () => void }) {
  const count = template.placeholders.length;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Link
          component={RouterLink}
          to={paths.documentTemplate(template.id)}
          variant="subtitle1"
          sx={{ fontWeight: 500 }}
        >
          {template.name}
        </Link>
        <Chip
          size="small"
          label={template.builtin ? 'Встроенный' : 'Свой'}
          color={template.builtin ? 'default' : 'primary'}
          variant={template.builtin ? 'outlined' : 'filled'}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {template.builtin
          ? template.description
          : `${template.file_name}, ${formatSize(template.size)}, загружен ${formatDate(template.created_at)}${template.created_by ? ` (${template.created_by.name})` : ''}`}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {count} {pluralRu(count, ['плейсхолдер', 'плейсхолдера', 'плейсхолдеров'])}
      </Typography>
      {template.unknown_placeholders.length > 0 && (
        <Typography
          variant="body2"
          color="warning.main"
          sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
        >
          <WarningAmber fontSize="small" aria-hidden />
          Неизвестные: {template.unknown_placeholders.join(', ')} — останутся пустыми
        </Typography>
      )}
      <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button
          size="small"
          component={RouterLink}
          to={paths.documentTemplate(template.id)}
          aria-label={`Подробнее: ${template.name}`}
        >
          Подробнее
        </Button>
        <TemplateDownloadButton template={template} />
        {onDelete && (
          <Button size="small" color="error" onClick={onDelete} aria-label={`Удалить: ${template.name}`}>
            Удалить
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /app/document-templates: the built-in templates and the company's own .docx (upload with progress, delete after
 * confirmation), the company's details the templates fill, the burial register, and the placeholders a template
 * may hold, each with a copy button.
 */
export function DocumentTemplatesPage() {
  const rights = useModuleRights('documents');
  const navigate = useNavigate();
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const [uploading, setUploading] = useState(false);
  const [requisites, setRequisites] = useState(false);
  const [removing, setRemoving] = useState<DocumentTemplate | null>(null);
  const own = templates.data?.results.filter((template) => !template.builtin) ?? [];
  const builtins = templates.data?.results.filter((template) => template.builtin) ?? [];

  const confirmRemove = () => {
    if (!removing) return;
    const template = removing;
    remove.mutate(template.id, {
      onSuccess: () => snackbar.success(`Шаблон «${template.name}» удалён`),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Box>
      <PageHeader
        title="Шаблоны документов"
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
            <Button variant="outlined" onClick={() => setRequisites(true)}>
              Реквизиты для документов
            </Button>
            {rights.canEdit && (
              <Button variant="contained" startIcon={<Add />} onClick={() => setUploading(true)}>
                Загрузить шаблон
              </Button>
            )}
          </Stack>
        }
      />
      {templates.isPending && <PageState kind="loading" />}
      {templates.isError && (
        <PageState kind="error" error={templates.error} onRetry={() => void templates.refetch()} />
      )}
      {templates.data && (
        <Stack spacing={3}>
          <Box component="section" aria-label="Встроенные шаблоны">
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Встроенные шаблоны
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              {builtins.map((template) => (
                <TemplateCard key={template.id} template={template} />
              ))}
            </Box>
          </Box>
          <Box component="section" aria-label="Шаблоны компании">
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Шаблоны компании
            </Typography>
            {own.length === 0 ? (
              <Box>
                <Typography variant="body2" color="text.secondary">
                  Своих шаблонов пока нет. Скачайте встроенный, измените его в Word
                  {rights.canEdit ? ' и загрузите как свой.' : '.'}
                </Typography>
                {rights.canEdit && (
                  <Button startIcon={<Add />} onClick={() => setUploading(true)} sx={{ mt: 1, ml: -0.5 }}>
                    Загрузить свой шаблон
                  </Button>
                )}
              </Box>
            ) : (
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                {own.map((template) => (
                  <TemplateCard
                    key={template.id}
                    template={template}
                    onDelete={rights.canDelete ? () => setRemoving(template) : undefined}
                  />
                ))}
              </Box>
            )}
          </Box>
          <BurialRegisterCard />
          <Box component="section" aria-label="Плейсхолдеры">
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Плейсхолдеры
            </Typography>
            <PlaceholderCatalog />
          </Box>
        </Stack>
      )}
      <TemplateUploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={(template) => {
          setUploading(false);
          snackbar.success(`Шаблон «${template.name}» загружен`);
          navigate(paths.documentTemplate(template.id));
        }}
      />
      <RequisitesDialog open={requisites} readOnly={!rights.canEdit} onClose={() => setRequisites(false)} />
      <ConfirmDialog
        open={removing !== null}
        text={
          removing
            ? `Удалить шаблон «${removing.name}»? Документы, уже сформированные по нему, останутся.`
            : undefined
        }
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
