import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The loading state of a page or a page part; light enough for the public pages' bundle. */
export function PageLoading() {
  return (
    <Box sx={{ py: 6, display: 'grid', placeItems: 'center' }} role="status" aria-label="Загрузка">
      <CircularProgress size={28} />
    </Box>
  );
}
