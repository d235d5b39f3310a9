import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicPageCard } from '@sp/shared/api/memory-pages';
import * as paths from '@sp/shared/routes/paths';
import { mediaUrl } from '../lib/api-base';
import { RouterLink } from '../lib/router-link';

function years(birth: string | null, death: string | null): string {
  const from = birth?.slice(0, 4) ?? '';
  const to = death?.slice(0, 4) ?? '';
  return from || to ? `${from || '?'} — ${to || '…'}` : '';
}

/** One public memory page in a list (search, a keeper's profile): portrait, name, years, city, epitaph. */
export function MemorialCard({ card }: { card: PublicPageCard }) {
  const city = card.burial_city || card.city;
  const lifeYears = years(card.date_birth, card.date_death);
  return (
    <Link
      component={RouterLink}
      to={paths.person(card.id)}
      underline="none"
      color="inherit"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        height: '100%',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:hover, &:focus-visible': { borderColor: 'primary.main' },
      }}
    >
      <Avatar
        src={mediaUrl(card.avatar)}
        alt=""
        sx={{ width: 64, height: 64, bgcolor: 'grey.200', color: 'text.secondary' }}
      >
        {card.full_name
          .split(/\s+/)
          .slice(0, 2)
          .map((word) => word[0])
          .join('')}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{card.full_name}</Typography>
        {(lifeYears || city) && (
          <Typography variant="body2" color="text.secondary">
            {[lifeYears, city].filter(Boolean).join(' · ')}
          </Typography>
        )}
        {card.epitaph && (
          <Typography
            variant="body2"
            sx={{
              mt: 0.5,
              fontStyle: 'italic',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {card.epitaph}
          </Typography>
        )}
      </Box>
    </Link>
  );
}

/** A grid of memorial cards. */
export function MemorialCards({ cards, label }: { cards: readonly PublicPageCard[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {cards.map((card) => (
        <Box component="li" key={card.id}>
          <MemorialCard card={card} />
        </Box>
      ))}
    </Box>
  );
}
