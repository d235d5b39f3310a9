import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { pluralRu } from '@sp/shared/format/plural';

type Figures = { persons: number; burials: number; graves: number; skipped: number; failed: number };

/** «4 персоны» — a number with its word in the right form. */
export const counted = (count: number, forms: readonly [string, string, string]) =>
  `${count.toLocaleString('ru-RU')} ${pluralRu(count, forms)}`;

export const ROWS: readonly [string, string, string] = ['строка', 'строки', 'строк'];

/** The import's figures, each with its label: what it creates (or would), what it skips and leaves out. */
export function ImportFigures({ figures, done }: { figures: Figures; done: boolean }) {
  const items = [
    [done ? 'Создано персон' : 'Будет создано персон', figures.persons],
    [done ? 'Захоронений' : 'Будет захоронений', figures.burials],
    [done ? 'Новых могил' : 'Будет новых могил', figures.graves],
    ['Уже есть, пропущено', figures.skipped],
    ['Строк с ошибками', figures.failed],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        gap: 1.5,
        m: 0,
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value.toLocaleString('ru-RU')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
