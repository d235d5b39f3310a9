import CloseIcon from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GRAVE_STATUS_LABELS, type PublicGrave } from '@sp/shared/api/cemeteries';
import { formatPartialDate } from '@sp/shared/format/partial-date';
import * as paths from '@sp/shared/routes/paths';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useConfirmGrave } from '../api/confirm-grave';
import { useDeleteGrave } from '../api/delete-grave';
import { usePublicGrave } from '../api/public-grave';
import { GraveParametersSection } from './grave-parameters';
import { GRAVE_COLORS, graveTitle, UNCONFIRMED } from './grave-status';

type GraveCardProps = { id: number; onClose: () => void };

function lifeDates(burial: PublicGrave['burials'][number]): string {
  const birth = formatPartialDate(burial.date_birth);
  const death = formatPartialDate(burial.date_death);
  return birth || death ? `${birth || '?'} – ${death || '?'}` : '';
}

/**
 * A grave chosen on the map: its status, parameters and who lies there; the administrator (or the cemetery's
 * governing organisation) changes its parameters, confirms or deletes it.
 */
export function GraveCard({ id, onClose }: GraveCardProps) {
  const grave = usePublicGrave(id);
  const confirm = useConfirmGrave();
  const remove = useDeleteGrave();
  const [deleting, setDeleting] = useState(false);

  const header = (title: string) => (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      <IconButton size="small" onClick={onClose} aria-label="Закрыть карточку" title="Закрыть карточку">
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );

  if (grave.isPending || grave.error || !grave.data)
    return (
      <Box component="section" aria-label="Могила">
        {header('Могила')}
        {grave.error ? (
          <PageState kind="error" error={grave.error} onRetry={() => void grave.refetch()} />
        ) : (
          <PageState kind="loading" />
        )}
      </Box>
    );

  const data = grave.data;
  const title = graveTitle(data);
  const doConfirm = () =>
    confirm.mutate(id, {
      onSuccess: () => snackbar.success(`${title} подтверждена`),
      onError: (error) => snackbar.error(errorText(error)),
    });
  const doDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        snackbar.success(`${title} удалена`);
        onClose();
      },
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setDeleting(false),
    });

  return (
    <Box component="section" aria-label={title}>
      {header(title)}
      <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip
          size="small"
          variant="outlined"
          label={GRAVE_STATUS_LABELS[data.status]}
          icon={
            <Box
              component="span"
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: GRAVE_COLORS[data.status], ml: 1 }}
            />
          }
        />
        {!data.confirmed && <Chip size="small" color="warning" variant="outlined" label={UNCONFIRMED} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {data.cemetery.name}
        {data.cemetery.address ? `, ${data.cemetery.address}` : ''}
      </Typography>
      <GraveParametersSection id={id} title={title} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        Захоронения
      </Typography>
      {data.burials.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Захоронений не отмечено.
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {data.burials.map((burial) => (
            <Typography component="li" variant="body2" key={burial.position}>
              Место {burial.position}: {burial.full_name}
              {lifeDates(burial) && ` (${lifeDates(burial)})`}
              {burial.memory_page_id !== null && (
                <>
                  {' — '}
                  <Link component={RouterLink} to={paths.person(burial.memory_page_id)}>
                    страница памяти
                  </Link>
                </>
              )}
            </Typography>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {!data.confirmed && (
          <Button
            variant="contained"
            size="small"
            startIcon={<TaskAltOutlined />}
            onClick={doConfirm}
            disabled={confirm.isPending}
          >
            Подтвердить
          </Button>
        )}
        <Button
          size="small"
          color="error"
          variant="outlined"
          startIcon={<DeleteOutline />}
          onClick={() => setDeleting(true)}
        >
          Удалить
        </Button>
      </Box>
      <ConfirmDialog
        open={deleting}
        text={`Удалить ${title.replace(/^Могила/, 'могилу')} с карты? Могилу, в которой есть захоронения, удалить нельзя.`}
        onConfirm={doDelete}
        onCancel={() => setDeleting(false)}
        busy={remove.isPending}
      />
    </Box>
  );
}
