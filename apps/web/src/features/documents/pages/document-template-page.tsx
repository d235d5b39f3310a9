import ArrowBack from '@mui/icons-material/ArrowBack';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCUMENT_MSG, type DocumentTemplate, TEMPLATE_NAME_MAX } from '@sp/shared/api/documents';
import { PLACEHOLDERS } from '@sp/shared/documents/placeholders';
import { formatDateTime } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useDeleteTemplate } from '../api/delete-template';
import { useRenameTemplate } from '../api/rename-template';
import { useTemplate } from '../api/template';
import { formatSize } from '../components/format';
import { PlaceholderCatalog } from '../components/placeholder-catalog';
import { TemplateDownloadButton } from '../components/template-download-button';
import { DocumentTemplatesPage } from './document-templates-page';

/** What a used tag means: the catalog's description (a line's field inside the items loop, else a top-level one). */
function describe(name: string): string | null {
  if (name === 'items') return PLACEHOLDERS.find((item) => item.key === '#items')?.description ?? null;
  const inLoop = name.startsWith('items.');
  const key = inLoop ? name.slice('items.'.length) : name;
  const entry =
    (inLoop ? PLACEHOLDERS.find((item) => item.key === key && item.group === 'items') : undefined) ??
    PLACEHOLDERS.find((item) => item.key === key && item.group !== 'items');
  return entry?.description ?? null;
}

function RenameForm({ template }: { template: DocumentTemplate }) {
  const rename = useRenameTemplate();
  const [name, setName] = useState(template.name);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setName(template.name), [template.name]);
  const save = () => {
    if (!name.trim()) {
      setError(DOCUMENT_MSG.nameRequired);
      return;
    }
    rename.mutate(
      { id: template.id, name: name.trim() },
      {
        onSuccess: () => snackbar.success('Название сохранено'),
        onError: (failure) =>
          setError(
            failure instanceof ApiError
              ? (failure.fields.name?.join(' ') ?? failure.errors)
              : errorText(failure),
          ),
      },
    );
  };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
    >
      <TextField
        label="Название шаблона"
        size="small"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: TEMPLATE_NAME_MAX } }}
        sx={{ flexGrow: 1, maxWidth: 520 }}
      />
      <Button variant="contained" onClick={save} disabled={rename.isPending || name.trim() === template.name}>
        Переименовать
      </Button>
    </Stack>
  );
}

/**
 * /app/document-templates/{id}: a template's details (built-in or own), the placeholders it uses with their
 * meaning (unknown ones flagged: they come out empty), rename and delete of an own template, its .docx, and the
 * whole catalog with the used ones marked. Without an id it is the list.
 */
export function DocumentTemplatePage() {
  const { id } = useParams();
  return id ? <TemplateDetails id={id} /> : <DocumentTemplatesPage />;
}

function TemplateDetails({ id }: { id: string }) {
  const rights = useModuleRights('documents');
  const navigate = useNavigate();
  const template = useTemplate(id);
  const remove = useDeleteTemplate();
  const [removing, setRemoving] = useState(false);

  if (template.isPending) return <PageState kind="loading" />;
  if (template.isError)
    return <PageState kind="error" error={template.error} onRetry={() => void template.refetch()} />;
  const data = template.data;
  const unknown = new Set(data.unknown_placeholders);

  const confirmRemove = () =>
    remove.mutate(data.id, {
      onSuccess: () => {
        snackbar.success(`Шаблон «${data.name}» удалён`);
        navigate(paths.documentTemplates());
      },
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(false),
    });

  return (
    <Box>
      <Button component={RouterLink} to={paths.documentTemplates()} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Все шаблоны
      </Button>
      <PageHeader
        title={data.name}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
            <TemplateDownloadButton template={data} variant="outlined" />
            {!data.builtin && rights.canDelete && (
              <Button color="error" variant="outlined" onClick={() => setRemoving(true)}>
                Удалить
              </Button>
            )}
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Chip size="small" label={data.builtin ? 'Встроенный шаблон' : 'Шаблон компании'} />
          <Typography variant="body2" color="text.secondary">
            {data.file_name}, {formatSize(data.size)}
            {data.created_at ? `, загружен ${formatDateTime(data.created_at)}` : ''}
            {data.created_by ? `, ${data.created_by.name}` : ''}
          </Typography>
        </Box>
        {data.builtin ? (
          <Typography variant="body2">
            {data.description} Встроенный шаблон не меняется: скачайте его, измените в Word и загрузите как
            свой.
          </Typography>
        ) : (
          rights.canEdit && <RenameForm template={data} />
        )}
      </Paper>

      <Box component="section" aria-label="Плейсхолдеры в шаблоне" sx={{ mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Плейсхолдеры в шаблоне
        </Typography>
        {data.unknown_placeholders.length > 0 && (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            Неизвестные плейсхолдеры останутся пустыми: {data.unknown_placeholders.join(', ')}. Проверьте их
            написание по списку ниже.
          </Alert>
        )}
        {data.placeholders.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            В шаблоне нет плейсхолдеров: документ получится таким же, как шаблон.
          </Typography>
        ) : (
          <Paper variant="outlined">
            {data.placeholders.map((name) => (
              <Box
                key={name}
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  px: 2,
                  py: 0.75,
                  borderTop: 1,
                  borderColor: 'divider',
                  '&:first-of-type': { borderTop: 0 },
                }}
              >
                <Box
                  component="code"
                  sx={{
                    fontFamily: 'monospace',
                    fontSize: 13,
                    minWidth: { sm: 220 },
                    overflowWrap: 'anywhere',
                  }}
                >
                  {name === 'items' ? '{#items}…{/items}' : `{${name.replace(/^items\./, '')}}`}
                </Box>
                <Typography
                  variant="body2"
                  color={unknown.has(name) ? 'warning.main' : 'text.primary'}
                  sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
                >
                  {unknown.has(name) && <WarningAmber fontSize="small" aria-hidden />}
                  {unknown.has(name) ? 'Неизвестный плейсхолдер' : (describe(name) ?? '')}
                </Typography>
              </Box>
            ))}
          </Paper>
        )}
      </Box>

      <Box component="section" aria-label="Все плейсхолдеры">
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Все плейсхолдеры
        </Typography>
        <PlaceholderCatalog used={data.placeholders} />
      </Box>

      <ConfirmDialog
        open={removing}
        text={`Удалить шаблон «${data.name}»? Документы, уже сформированные по нему, останутся.`}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(false)}
      />
    </Box>
  );
}
