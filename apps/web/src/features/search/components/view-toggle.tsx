import MapOutlined from '@mui/icons-material/MapOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export type ResultsView = 'list' | 'map';

/** ?view=map shows the map; anything else, the list. */
export function resultsViewOf(value: string | null): ResultsView {
  return value === 'map' ? 'map' : 'list';
}

/** «Список» / «Карта»: how the results are shown. */
export function ViewToggle({
  value,
  onChange,
}: {
  value: ResultsView;
  onChange: (view: ResultsView) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_, next: ResultsView | null) => {
        if (next) onChange(next);
      }}
      aria-label="Показать результаты"
      sx={{ ml: 'auto', '& .MuiToggleButton-root': { gap: 0.75, px: 1.5, textTransform: 'none' } }}
    >
      <ToggleButton value="list">
        <ViewListOutlined fontSize="small" aria-hidden />
        Список
      </ToggleButton>
      <ToggleButton value="map">
        <MapOutlined fontSize="small" aria-hidden />
        Карта
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
