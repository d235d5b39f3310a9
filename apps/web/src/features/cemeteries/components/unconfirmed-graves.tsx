import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { UnconfirmedGrave } from '@sp/shared/api/cemeteries';
import { formatDate } from '@sp/shared/format/date';
import { type ReactNode, useState } from 'react';
import { PageState } from '../../../components/page-state';
import { useUnconfirmedGraves } from '../api/unconfirmed-graves';
import { graveTitle } from './grave-status';

/** how many are shown at first, and how many more each «Показать ещё» adds */
const STEP = 10;
/** the most the API answers in one page */
const MOST = 100;

type UnconfirmedGravesProps = {
  /** one cemetery's; null: every cemetery the caller governs (each item names its cemetery) */
  cemeteryId: number | null;
  /** the grave whose card is open */
  selected: number | null;
  onPick: (grave: UnconfirmedGrave) => void;
};

/**
 * «Неподтверждённые»: the graves families and companies proposed that wait for the governor's confirmation, the
 * newest first, so a new proposal is found without looking over the map; a click opens its card.
 */
export function UnconfirmedGraves({ cemeteryId, selected, onPick }: UnconfirmedGravesProps) {
  const [limit, setLimit] = useState(STEP);
  const graves = useUnconfirmedGraves({ cemetery_id: cemeteryId ?? undefined, offset: 0, limit });
  const data = graves.data;
  const heading = data && data.count > 0 ? `Неподтверждённые: ${data.count}` : 'Неподтверждённые';

  let body: ReactNode;
  if (graves.error)
    body = <PageState kind="error" error={graves.error} onRetry={() => void graves.refetch()} />;
  else if (!data) body = <PageState kind="loading" />;
  else if (data.count === 0)
    body = (
      <Typography variant="body2" color="text.secondary">
        {cemeteryId === null
          ? 'Неподтверждённых могил нет: все отмеченные могилы подтверждены.'
          : 'На этом кладбище неподтверждённых могил нет.'}
      </Typography>
    );
  else
    body = (
      <>
        <List dense disablePadding aria-labelledby="unconfirmed-graves-title">
          {data.results.map((grave) => (
            <ListItemButton
              key={grave.id}
              selected={grave.id === selected}
              onClick={() => onPick(grave)}
              sx={{ borderRadius: 1, px: 1 }}
            >
              <ListItemText
                primary={graveTitle(grave)}
                secondary={[
                  cemeteryId === null ? grave.cemetery.name : null,
                  `отмечена ${formatDate(grave.created_at)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
        {data.count > data.results.length && limit < MOST && (
          <Button
            size="small"
            sx={{ mt: 0.5 }}
            onClick={() => setLimit((shown) => Math.min(MOST, shown + STEP))}
            disabled={graves.isFetching}
          >
            Показать ещё
          </Button>
        )}
        {data.count > data.results.length && limit >= MOST && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Показаны {MOST} последних из {data.count}: подтвердите их, и появятся следующие.
          </Typography>
        )}
      </>
    );

  return (
    <Box component="section" aria-labelledby="unconfirmed-graves-title">
      <Typography id="unconfirmed-graves-title" variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      {body}
    </Box>
  );
}
