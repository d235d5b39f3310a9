import MapOutlined from '@mui/icons-material/MapOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type ResultsView = 'list' | 'map';

/** ?view=map shows the map; anything else, the list. */
export function resultsViewOf(value: string | null): ResultsView {
  return value === 'map' ? 'map' : 'list';
}

const VIEWS: { value: ResultsView; label: string; icon: ReactNode }[] = [
  { value: 'list', label: 'Список', icon: <ViewListOutlined fontSize="small" aria-hidden /> },
  { value: 'map', label: 'Карта', icon: <MapOutlined fontSize="small" aria-hidden /> },
];

/**
 * «Список» / «Карта»: how the results are shown. Two pressed-or-not buttons joined like MUI's toggle group,
 * built from the app's Button (ToggleButtonGroup would add its own code to the search page's first load).
 */
export function ViewToggle({
  value,
  onChange,
}: {
  value: ResultsView;
  onChange: (view: ResultsView) => void;
}) {
  return (
    <Box role="group" aria-label="Показать результаты" sx={{ ml: 'auto', display: 'inline-flex' }}>
      {VIEWS.map((view, index) => {
        const pressed = view.value === value;
        return (
          <Button
            key={view.value}
            size="small"
            variant="outlined"
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onChange(view.value);
            }}
            sx={(theme) => ({
              gap: 0.75,
              px: 1.5,
              minHeight: 40,
              borderColor: 'divider',
              color: pressed ? 'primary.main' : 'text.secondary',
              bgcolor: pressed ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
              '&:hover': {
                borderColor: 'divider',
                bgcolor: alpha(theme.palette.primary.main, pressed ? 0.12 : 0.04),
              },
              ...(index === 0
                ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 }
                : { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, ml: '-1px' }),
            })}
          >
            {view.icon}
            {view.label}
          </Button>
        );
      })}
    </Box>
  );
}
