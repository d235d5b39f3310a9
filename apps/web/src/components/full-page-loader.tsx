import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A quiet loader while the session is restored or a page part loads. */
export function FullPageLoader() {
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
      role="status"
      aria-label="Загрузка"
    >
      <CircularProgress size={32} thickness={3} />
    </Box>
  );
}
