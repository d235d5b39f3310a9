import Box from '@mui/material/Box';

/** The red count beside a sidebar link (new requests); nothing for none. `label` names it for a screen reader. */
export function CountPill({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <Box
      component="span"
      aria-label={label}
      sx={{
        ml: 1,
        minWidth: 20,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: 12,
        fontWeight: 500,
        lineHeight: '20px',
        textAlign: 'center',
        flexShrink: 0,
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}
