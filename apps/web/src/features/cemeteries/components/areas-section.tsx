import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
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
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useCreateArea } from '../api/create-area';
import { useDeleteArea } from '../api/delete-area';

/** An area being added: its name and the outline drawn so far. */
export type AreaDraft = { name: string; outline: Ring | null };

const NO_NAME = 'Введите название участка';
export const NO_AREA_OUTLINE = 'Нарисуйте контур участка на карте';

type AreasSectionProps = {
  /** null while the cemetery is new (areas need it saved) */
  cemeteryId: number | null;
  areas: readonly CemeteryArea[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  adding: AreaDraft | null;
  onAdding: (draft: AreaDraft | null) => void;
};

/** «Участки»: a cemetery's areas; one is added with a name and its outline drawn on the editor's map. */
export function AreasSection({
  cemeteryId,
  areas,
  loading,
  error,
  onRetry,
  adding,
  onAdding,
}: AreasSectionProps) {
  const create = useCreateArea();
  const remove = useDeleteArea();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [deleting, setDeleting] = useState<CemeteryArea | null>(null);

  const save = () => {
    if (!adding || cemeteryId === null) return;
    const problems: Record<string, string[]> = {};
    if (!adding.name.trim()) problems.name = [NO_NAME];
    const outlineProblem = adding.outline ? ringProblem(adding.outline) : NO_AREA_OUTLINE;
    if (outlineProblem) problems.outline = [outlineProblem];
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !adding.outline) return;
    create.mutate(
      { cemetery_id: cemeteryId, name: adding.name.trim(), outline: adding.outline },
      {
        onSuccess: (area) => {
          snackbar.success(`Участок «${area.name}» добавлен`);
          setErrors({});
          onAdding(null);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && Object.keys(failure.fields).length) setErrors(failure.fields);
          else snackbar.error(errorText(failure));
        },
      },
    );
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

  return (
    <Box component="section" aria-labelledby="cemetery-areas-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="cemetery-areas-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Участки
        </Typography>
        {cemeteryId !== null && !adding && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => {
              setErrors({});
              onAdding({ name: '', outline: null });
            }}
          >
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
          {adding && (
            <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
              <Stack spacing={1.5}>
                <Typography variant="subtitle2" component="h3">
                  Новый участок
                </Typography>
                <TextField
                  size="small"
                  label="Название участка"
                  value={adding.name}
                  onChange={(event) => onAdding({ ...adding, name: event.target.value })}
                  error={Boolean(errors.name)}
                  helperText={errors.name?.join(' ')}
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                  autoFocus
                />
                <Typography variant="body2" color="text.secondary">
                  {adding.outline
                    ? 'Контур участка нарисован: его вершины можно передвинуть на карте.'
                    : 'Нарисуйте контур участка на карте.'}
                </Typography>
                {otherErrors.length > 0 && <FormHelperText error>{otherErrors.join(' ')}</FormHelperText>}
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                  <Button
                    color="inherit"
                    onClick={() => {
                      setErrors({});
                      onAdding(null);
                    }}
                  >
                    Отмена
                  </Button>
                  <Button variant="contained" onClick={save} disabled={create.isPending}>
                    Сохранить участок
                  </Button>
                </Box>
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
                    <IconButton
                      edge="end"
                      aria-label={`Удалить участок «${area.name}»`}
                      title="Удалить участок"
                      onClick={() => setDeleting(area)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  }
                >
                  <ListItemText primary={area.name} secondary={`Вершин в контуре: ${area.outline.length}`} />
                </ListItem>
              ))}
            </List>
          ) : (
            !adding && (
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
