import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReleaseNote } from '@sp/shared/api/misc';
import { mediaUrl } from '../../../lib/api-base';

const AUDIENCE: Record<number, string> = {
  1: 'Пользователям',
  2: 'Компаниям',
  3: 'Администраторам',
  4: 'Сотрудникам',
  5: 'Всем',
};

type ReleaseChangesProps = {
  changes: ReleaseNote['changes'];
  /** «Доступно: …» under each change: the list of all updates says it, the dialog shows only the reader's own */
  showAudience?: boolean;
};

/** The changes of one release: new features and fixes, with audience, image and extra lines. */
export function ReleaseChanges({ changes, showAudience = true }: ReleaseChangesProps) {
  if (changes.length === 0) return <Typography color="text.secondary">Изменений нет</Typography>;
  return (
    <Stack spacing={2}>
      {changes.map((change) => (
        <Box key={`${change.type}-${change.name}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Chip
              size="small"
              color={change.type === 1 ? 'primary' : 'default'}
              label={change.type === 1 ? 'Новое' : 'Исправление'}
            />
            <Typography sx={{ fontWeight: 500 }}>{change.name}</Typography>
          </Stack>
          <Typography color="text.secondary">{change.description}</Typography>
          {change.extra.length > 0 && (
            <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
              {change.extra.map((line) => (
                <li key={line}>
                  <Typography variant="body2">{line}</Typography>
                </li>
              ))}
            </Box>
          )}
          {change.image && (
            <Box
              component="img"
              src={mediaUrl(change.image)}
              alt={change.name}
              sx={{ maxWidth: '100%', borderRadius: 1, mt: 1 }}
            />
          )}
          {showAudience && change.availability.length > 0 && (
            <Typography variant="caption" color="text.secondary">
              Доступно: {change.availability.map((code) => AUDIENCE[code]).join(', ')}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}
