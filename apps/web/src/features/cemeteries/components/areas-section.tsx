import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CemeteryArea, type Ring, ringProblem } from '@sp/shared/api/cemeteries';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ringKey } from '../../../components/map/geometry';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useCreateArea } from '../api/create-area';
import { useDeleteArea } from '../api/delete-area';
import { useUpdateArea } from '../api/update-area';
import { FormActions } from './form-actions';

/** An area being added (id null) or changed: its name and the outline drawn so far. */
export type AreaDraft = { id: number | null; name: string; outline: Ring | null };

/** A new area's empty draft. */
export const NEW_AREA: AreaDraft = { id: null, name: '', outline: null };

/** An area as its draft starts. */
export function areaDraftOf(area: CemeteryArea): AreaDraft {
  return { id: area.id, name: area.name, outline: area.outline };
}

/** Whether the draft holds anything not saved: a new one anything typed or drawn, an area its changes. */
export function areaDraftChanged(
  draft: AreaDraft | null,
  areas: readonly CemeteryArea[] | undefined,
): boolean {
  if (!draft) return false;
  const saved = draft.id === null ? undefined : areas?.find((area) => area.id === draft.id);
  if (!saved) return draft.name.trim() !== '' || draft.outline !== null;
  return draft.name !== saved.name || ringKey(draft.outline) !== ringKey(saved.outline);
}

const NO_NAME = 'Введите название участка';
export const NO_AREA_OUTLINE = 'Нарисуйте контур участка на карте';

type AreasSectionProps = {
  /** null while the cemetery is new (areas need it saved) */
  cemeteryId: number | null;
  areas: readonly CemeteryArea[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** the area being added or changed */
  draft: AreaDraft | null;
  onDraft: (draft: AreaDraft | null) => void;
};

/**
 * «Участки»: a cemetery's areas; one is added with a name and its outline drawn on the editor's map, or changed:
 * renamed, its outline's vertices moved or the outline drawn anew.
 */
export function AreasSection({
  cemeteryId,
  areas,
  loading,
  error,
  onRetry,
  draft,
  onDraft,
}: AreasSectionProps) {
  const create = useCreateArea();
  const update = useUpdateArea();
  const remove = useDeleteArea();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [deleting, setDeleting] = useState<CemeteryArea | null>(null);

  const open = (next: AreaDraft | null) => {
    setErrors({});
    onDraft(next);
  };

  const save = () => {
    if (!draft || cemeteryId === null) return;
    const problems: Record<string, string[]> = {};
    const name = draft.name.trim();
    if (!name) problems.name = [NO_NAME];
    const outlineProblem = draft.outline ? ringProblem(draft.outline) : NO_AREA_OUTLINE;
    if (outlineProblem) problems.outline = [outlineProblem];
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !draft.outline) return;
    const handlers = {
      onSuccess: (area: CemeteryArea) => {
        snackbar.success(`Участок «${area.name}» ${draft.id === null ? 'добавлен' : 'сохранён'}`);
        open(null);
      },
      onError: (failure: Error) => {
        if (failure instanceof ApiError && Object.keys(failure.fields).length) setErrors(failure.fields);
        else snackbar.error(errorText(failure));
      },
    };
    if (draft.id === null) create.mutate({ cemetery_id: cemeteryId, name, outline: draft.outline }, handlers);
    else update.mutate({ id: draft.id, name, outline: draft.outline }, handlers);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { name } = deleting;
    remove.mutate(deleting, {
      onSuccess: () => snackbar.success(`Участок «${name}» удалён`),
      onError: (failure) => snackbar.error(errorText(failure)),
      onSettled: () => setDeleting(null),
    });
  };

  const otherErrors = Object.entries(errors)
    .filter(([key]) => key !== 'name')
    .flatMap(([, list]) => list);

  const busy = create.isPending || update.isPending;
  const editedName = draft?.id != null ? areas?.find((area) => area.id === draft.id)?.name : undefined;

  return (
    <Box component="section" aria-labelledby="cemetery-areas-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="cemetery-areas-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Участки
        </Typography>
        {cemeteryId !== null && !draft && (
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => open(NEW_AREA)}>
            Добавить участок
          </Button>
        )}
      </Box>
      {cemeteryId === null ? (
        <Typography variant="body2" color="text.secondary">
          Участки можно отметить, когда кладбище будет сохранено.
        </Typography>
      ) : (
        <>
          {draft && (
            <Paper
              variant="outlined"
              component="form"
              noValidate
              aria-labelledby="cemetery-area-draft-title"
              onSubmit={(event) => {
                event.preventDefault();
                save();
              }}
              sx={{ p: 2, mb: 2 }}
            >
              <Stack spacing={1.5}>
                <Typography id="cemetery-area-draft-title" variant="subtitle2" component="h3">
                  {draft.id === null ? 'Новый участок' : `Участок «${editedName ?? draft.name}»`}
                </Typography>
                <TextField
                  size="small"
                  label="Название участка"
                  value={draft.name}
                  onChange={(event) => onDraft({ ...draft, name: event.target.value })}
                  error={Boolean(errors.name)}
                  helperText={errors.name?.join(' ')}
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                  autoFocus
                />
                <Typography variant="body2" color="text.secondary">
                  {draft.outline
                    ? 'Контур участка на карте: его вершины можно передвинуть, а «Очистить контур» даёт нарисовать его заново.'
                    : 'Нарисуйте контур участка на карте.'}
                </Typography>
                {otherErrors.length > 0 && <FormHelperText error>{otherErrors.join(' ')}</FormHelperText>}
                <FormActions onCancel={() => open(null)} saveText="Сохранить участок" busy={busy} />
              </Stack>
            </Paper>
          )}
          {error ? (
            <PageState kind="error" error={error} onRetry={onRetry} />
          ) : loading ? (
            <PageState kind="loading" />
          ) : areas && areas.length > 0 ? (
            <List dense aria-label="Участки кладбища" disablePadding>
              {areas.map((area) => (
                <ListItem
                  key={area.id}
                  divider
                  secondaryAction={
                    // one area at a time: the others wait while a draft is open
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                      <IconButton
                        aria-label={`Изменить участок «${area.name}»`}
                        title="Изменить участок"
                        disabled={draft !== null}
                        onClick={() => open(areaDraftOf(area))}
                      >
                        <EditOutlined />
                      </IconButton>
                      <IconButton
                        edge="end"
                        aria-label={`Удалить участок «${area.name}»`}
                        title="Удалить участок"
                        disabled={draft !== null}
                        onClick={() => setDeleting(area)}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Box>
                  }
                  sx={{ pr: 13 }}
                >
                  <ListItemText primary={area.name} secondary={`Вершин в контуре: ${area.outline.length}`} />
                </ListItem>
              ))}
            </List>
          ) : (
            !draft && (
              <Typography variant="body2" color="text.secondary">
                Участков пока нет. Разделите кладбище на участки, чтобы могилы было проще найти.
              </Typography>
            )
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        text={
          deleting ? `Удалить участок «${deleting.name}»? Могилы на нём останутся на кладбище.` : undefined
        }
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
      />
    </Box>
  );
}
