import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type DragEvent, type ReactNode, useState } from 'react';
import { PageState } from './page-state';

/** What a column is to the card being dragged: nothing is dragged, its own column, a place it may or may not go. */
export type BoardDrop = 'none' | 'origin' | 'allowed' | 'blocked';

/** A board column's cards as a list query answers them. */
export type BoardColumnQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { results: T[]; count: number };
};

type BoardColumnProps<T> = {
  label: string;
  /** the colour of the column's top edge, a theme palette path such as 'primary.main' */
  color: string;
  /** the count's spoken name: «Сделок: 5» */
  countLabel: (count: number) => string;
  emptyText: string;
  query: BoardColumnQuery<T>;
  drop: BoardDrop;
  /** a card was dropped on the column (only where it is allowed) */
  onDropHere: () => void;
  /** more cards than shown and room for more: «Показать ещё» */
  onMore?: () => void;
  /** the column's count from elsewhere (the server's totals) instead of its list's count */
  count?: number;
  /** a line under the title: the column's money */
  summary?: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
};

/**
 * A status column of a board (deals, tasks): its title with the count, its cards, «Показать ещё», and the drop
 * target of HTML5 drag and drop, which shows where the dragged card may go.
 */
export function BoardColumn<T>({
  label,
  color,
  countLabel,
  emptyText,
  query,
  drop,
  onDropHere,
  onMore,
  count: givenCount,
  summary,
  children,
  sx,
}: BoardColumnProps<T>) {
  const [over, setOver] = useState(false);
  const count = givenCount ?? query.data?.count;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Колонка «${label}»`}
      data-drop={drop}
      onDragOver={(event: DragEvent) => {
        if (drop !== 'allowed') return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
        if (!over) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        setOver(false);
        if (drop !== 'allowed') return;
        event.preventDefault();
        onDropHere();
      }}
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          bgcolor: over ? 'action.selected' : drop === 'allowed' ? 'action.hover' : 'grey.50',
          opacity: drop === 'blocked' ? 0.4 : 1,
          borderColor: drop === 'allowed' ? 'primary.main' : 'divider',
          borderStyle: drop === 'allowed' ? 'dashed' : 'solid',
          transition: 'opacity 120ms, background-color 120ms',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        sx={{
          px: 1.5,
          py: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          borderTop: 4,
          borderTopColor: color,
          borderTopLeftRadius: 8,
          borderTopRightRadius: 8,
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h2">
            {label}
          </Typography>
          {summary}
        </Box>
        {count !== undefined && (
          <Typography
            variant="caption"
            color="text.secondary"
            aria-label={countLabel(count)}
            sx={{ alignSelf: 'flex-start', mt: 0.25 }}
          >
            {count}
          </Typography>
        )}
      </Box>
      <Stack spacing={1} sx={{ p: 1, pt: 0, flexGrow: 1, minHeight: 120 }}>
        {query.isPending && <PageState kind="loading" />}
        {query.isError && <PageState kind="error" error={query.error} onRetry={() => query.refetch()} />}
        {query.data?.results.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
            {emptyText}
          </Typography>
        )}
        {children}
        {onMore && (
          <Button size="small" onClick={onMore}>
            Показать ещё
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The drag handlers of a card on a board: carries the card's id and tells the board which card moves. */
export function dragCardProps(id: number, onStart: () => void, onEnd: () => void) {
  return {
    onDragStart: (event: DragEvent) => {
      event.dataTransfer?.setData('text/plain', String(id));
      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
      onStart();
    },
    onDragEnd: onEnd,
  };
}
