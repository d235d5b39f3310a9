import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LandingItem } from '@sp/shared/api/landing';
import { ItemIllustration } from '../../../components/item-illustration';
import { mediaUrl } from '../../../lib/api-base';
import { rublesToText } from './page-format';

/**
 * Popular products or services as cards: photo (or a drawing of its kind), name, category, price in rubles with
 * two decimals.
 */
export function ItemCards({ items }: { items: readonly LandingItem[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {items.map((item) => {
        const photo = mediaUrl(item.photo);
        return (
          <Paper
            component="li"
            key={item.id}
            variant="outlined"
            sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
          >
            <Box sx={{ aspectRatio: '4 / 3', overflow: 'hidden' }}>
              {photo ? (
                <Box
                  component="img"
                  src={photo}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              ) : (
                <ItemIllustration category={item.category} name={item.name} kind={item.kind} />
              )}
            </Box>
            <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}>
              {item.category && (
                <Typography variant="caption" color="text.secondary">
                  {item.category}
                </Typography>
              )}
              <Typography sx={{ fontWeight: 500, flexGrow: 1, overflowWrap: 'anywhere' }}>
                {item.name}
              </Typography>
              <Typography color="primary" sx={{ fontWeight: 500 }}>
                {rublesToText(item.price)}
                {item.unit && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    / {item.unit}
                  </Typography>
                )}
              </Typography>
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
