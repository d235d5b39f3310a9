import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TaskTemplate } from '@sp/shared/api/tasks';
import { pluralRu } from '@sp/shared/format/plural';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { PAGE_SIZE_OPTIONS, usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/templates';
import { TemplateDialog } from '../components/template-dialog';

const SEARCH_DELAY_MS = 300;
const PREVIEW_TODOS = 5;

/** The visible text of the description, for the card. */
function plain(html: string): string {
  return html
    .replace(/<\/(p|li)>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

type Editing = { id: number | null } | null;

type CardProps = {
  template: TaskTemplate;
  canEdit: boolean;
  canDelete: boolean;
  onOpen: () => void;
  onDelete: () => void;
};

function TemplateCard({ template, canEdit, canDelete, onOpen, onDelete }: CardProps) {
  const description = plain(template.description);
  const rest = template.todos.length - PREVIEW_TODOS;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Шаблон «${template.title}»`}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {template.title}
      </Typography>
      {description && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {description}
        </Typography>
      )}
      {template.todos.length > 0 ? (
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {template.todos.slice(0, PREVIEW_TODOS).map((todo) => (
            <Typography component="li" variant="body2" key={todo.id} sx={{ overflowWrap: 'anywhere' }}>
              {todo.title}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Без пунктов
        </Typography>
      )}
      {rest > 0 && (
        <Typography variant="caption" color="text.secondary">
          и ещё {rest} {pluralRu(rest, ['пункт', 'пункта', 'пунктов'])}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {template.tasks_count ? `Задач из шаблона: ${template.tasks_count}` : 'Задач из шаблона ещё нет'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 'auto', pt: 1 }}>
        {canEdit && (
          <Button
            size="small"
            variant="contained"
            component={RouterLink}
            to={paths.taskCreate({ templateId: template.id })}
            aria-label={`Создать задачу из шаблона «${template.title}»`}
          >
            Создать задачу
          </Button>
        )}
        <Button
          size="small"
          onClick={onOpen}
          aria-label={`${canEdit ? 'Изменить' : 'Открыть'}: ${template.title}`}
        >
          {canEdit ? 'Изменить' : 'Открыть'}
        </Button>
        {canDelete && (
          <Button size="small" color="error" onClick={onDelete} aria-label={`Удалить: ${template.title}`}>
            Удалить
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/**
 * /app/tasks/templates: the company's task templates with their to-dos; added, changed and deleted (after
 * confirm); «Создать задачу» opens /app/tasks/create with the template chosen.
 */
export function TaskTemplatesPage() {
  const rights = useModuleRights('tasks');
  const paging = usePaging(25);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const templates = useTemplates({ query: query || undefined, offset: paging.offset, limit: paging.limit });
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TaskTemplate | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the pause
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== query) {
        setQuery(text.trim());
        paging.setPage(1);
      }
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const confirmRemove = () => {
    if (!removing) return;
    const template = removing;
    remove.mutate(template.id, {
      onSuccess: () => {
        snackbar.success(`Шаблон «${template.title}» удалён`);
        setEditing(null);
      },
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Box>
      <PageHeader
        title="Шаблоны задач"
        actions={
          rights.canEdit && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ id: null })}>
              Новый шаблон
            </Button>
          )
        }
      />
      <TextField
        size="small"
        type="search"
        label="Поиск по названию"
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      />
      {templates.isError ? (
        <PageState kind="error" error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.isPending ? (
        <PageState kind="loading" />
      ) : templates.data.results.length === 0 ? (
        <PageState
          kind="empty"
          title={query ? undefined : 'Шаблонов задач пока нет'}
          text={
            query
              ? 'Ничего не нашлось'
              : 'Шаблон — это готовый список шагов: из него задача со всеми пунктами создаётся в один клик.'
          }
          action={
            !query && rights.canEdit ? (
              <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing({ id: null })}>
                Создать шаблон
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Box
          component="section"
          aria-label="Шаблоны"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {templates.data.results.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              canEdit={rights.canEdit}
              canDelete={rights.canDelete}
              onOpen={() => setEditing({ id: template.id })}
              onDelete={() => setRemoving(template)}
            />
          ))}
        </Box>
      )}
      {templates.data && templates.data.count > 0 && (
        <Paper variant="outlined" sx={{ mt: 2 }}>
          <TablePagination
            component="div"
            count={templates.data.count}
            page={paging.page - 1}
            rowsPerPage={paging.limit}
            rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
            onPageChange={(_, page) => paging.setPage(page + 1)}
            onRowsPerPageChange={(event) => paging.setLimit(Number(event.target.value))}
            sx={{
              '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, px: 1 },
              '& .MuiTablePagination-spacer': { display: 'none' },
            }}
          />
        </Paper>
      )}
      {editing && (
        <TemplateDialog
          templateId={editing.id}
          readOnly={!rights.canEdit}
          onClose={() => setEditing(null)}
          onDelete={rights.canDelete ? (template) => setRemoving(template) : undefined}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        text={
          removing ? `Удалить шаблон «${removing.title}»? Задачи, созданные из него, останутся.` : undefined
        }
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
