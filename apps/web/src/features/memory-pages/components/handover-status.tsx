import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AffiliatePage } from '@sp/shared/api/memory-pages';
import { formatDate } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { RouterLink } from '../../../lib/router-link';

/** Where a company's page is: handed over to the family (to whom, when) or waiting, with the ways to hand it over. */
export function HandoverStatus({ page, canEdit }: { page: AffiliatePage; canEdit: boolean }) {
  if (page.handed_over_to) {
    return (
      <Box>
        <Typography>
          Передана семье: <strong>{page.handed_over_to.name || 'пользователь'}</strong>
          {page.handed_over_at ? `, ${formatDate(page.handed_over_at)}` : ''}.
        </Typography>
        {page.can_edit && page.company_edit_until && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            До {formatDate(page.company_edit_until)} компания ещё может вносить правки.
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>
        Страница принадлежит компании. Передайте её семье — тогда страница, человек и фотографии станут их.
      </Typography>
      {page.code && (
        <Typography sx={{ mb: 1 }}>
          Код передачи:{' '}
          <Box component="strong" sx={{ fontFamily: 'monospace', letterSpacing: 2 }}>
            {page.code}
          </Box>
        </Typography>
      )}
      {canEdit && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={paths.affiliateHandover(page.id)}>
            Передать по коду
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.affiliateFullRights(page.id)}>
            Отправить код на телефон или почту
          </Button>
        </Box>
      )}
    </Box>
  );
}
