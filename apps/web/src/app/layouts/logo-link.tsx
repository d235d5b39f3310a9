import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLinkComponent } from '../../lib/link-component';

type LogoLinkProps = { to: string; compact?: boolean };

/** The product's mark: a candle flame and the name. */
export function LogoLink({ to, compact = false }: LogoLinkProps) {
  const Link = useLinkComponent();
  return (
    <Box
      component={Link}
      to={to}
      aria-label="Светлая память — на главную"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <circle cx="14" cy="14" r="13" fill="#4fa800" opacity="0.15" />
        <path d="M14 5c3 4 5 6.5 5 9.5a5 5 0 0 1-10 0C9 11.5 11 9 14 5z" fill="#4fa800" />
        <rect x="12.5" y="19" width="3" height="5" rx="1" fill="#55604f" />
      </svg>
      {!compact && (
        <Typography
          component="span"
          // on a phone the mark alone leaves room for the bar's buttons (the link keeps its label)
          sx={{
            display: { xs: 'none', sm: 'inline' },
            fontWeight: 500,
            fontSize: '1.1rem',
            whiteSpace: 'nowrap',
          }}
        >
          Светлая память
        </Typography>
      )}
    </Box>
  );
}
