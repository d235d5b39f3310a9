import MyLocation from '@mui/icons-material/MyLocation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';

// the Alert comes with a refusal only
const Alert = lazy(() => import('@mui/material/Alert'));
const RadiusField = lazy(() => import('./radius-field').then((m) => ({ default: m.RadiusField })));

export const GEO_DENIED =
  'Доступ к местоположению запрещён. Разрешите его в настройках браузера или выберите город.';
export const GEO_FAILED = 'Не удалось определить местоположение. Попробуйте ещё раз или выберите город.';
export const GEO_UNSUPPORTED = 'Браузер не умеет определять местоположение — выберите город.';

type NearMeProps = {
  active: boolean;
  /** the radius chooser shows only with both */
  radius?: number;
  onRadius?: (radius: number) => void;
  onPoint: (lat: number, lng: number) => void;
  onClear: () => void;
};

/** «Рядом со мной»: the browser's position and (optionally) a radius around it; a refusal is said plainly. */
export function NearMe({ active, radius, onPoint, onRadius, onClear }: NearMeProps) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = () => {
    setProblem(null);
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setProblem(GEO_UNSUPPORTED);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onPoint(
          Math.round(position.coords.latitude * 1e5) / 1e5,
          Math.round(position.coords.longitude * 1e5) / 1e5,
        );
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? GEO_DENIED : GEO_FAILED);
      },
      { timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button
        variant={active ? 'contained' : 'outlined'}
        startIcon={<MyLocation />}
        onClick={active ? onClear : locate}
        disabled={locating}
      >
        {locating ? 'Определяем…' : active ? 'Рядом со мной ✓' : 'Рядом со мной'}
      </Button>
      {active && onRadius && (
        <Suspense fallback={<Box sx={{ width: 120, height: 40 }} />}>
          <RadiusField value={radius} onChange={onRadius} />
        </Suspense>
      )}
      {problem && (
        <Suspense
          fallback={<Typography sx={{ flexBasis: '100%', color: 'warning.dark' }}>{problem}</Typography>}
        >
          <Alert severity="warning" sx={{ flexBasis: '100%' }} onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        </Suspense>
      )}
    </Box>
  );
}
