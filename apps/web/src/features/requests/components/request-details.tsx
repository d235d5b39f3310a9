import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SiteRequest, SiteRequestItemKind } from '@sp/shared/api/requests';
import { formatDateTime } from '@sp/shared/format/date';
import { PHONE_QUERY } from '../../../components/data-table';
import { rubles } from './money';
import { RequestChips } from './requests-table';

const KIND_LABELS: Record<SiteRequestItemKind, string> = {
  product: 'Товар',
  service: 'Услуга',
  composition: 'Готовое решение',
};

/** On a phone the request's lines as a list: name and kind, price × count, the line's sum; the total last. */
function PhoneLines({ request }: { request: SiteRequest }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Состав заявки" data-table-cards="">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, overflowWrap: 'break-word' }}>
        {request.items.map((line) => (
          <Box
            component="li"
            key={`${line.kind}-${line.item_id ?? line.name}-${line.price}-${line.count}`}
            sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {line.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {KIND_LABELS[line.kind]}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {rubles(line.price)} × {line.count}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {rubles(line.sum)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>Итого</Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{rubles(request.total)}</Typography>
      </Box>
    </Paper>
  );
}

/** One request: who sent it and how to reach them, what they wrote, and the lines with the total. */
export function RequestDetails({ request }: { request: SiteRequest }) {
  // «Срочный вызов» has no lines: its address is in the comment
  const urgentCall = request.is_urgent && request.items.length === 0;
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  return (
    <Stack spacing={2}>
      {request.is_urgent && (
        <Alert severity="error" variant="outlined">
          Срочный вызов: перевозка умершего. Позвоните семье как можно скорее — вызов получили и другие
          ближайшие компании.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: urgentCall ? 'minmax(0, 560px)' : '320px 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(request.created_at)}
          </Typography>
          <RequestChips request={request} />
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {request.name || 'Без имени'}
          </Typography>
          {request.phone && (
            <Link href={`tel:${request.phone.replace(/[^\d+]/g, '')}`} sx={{ overflowWrap: 'anywhere' }}>
              {request.phone}
            </Link>
          )}
          {request.email && (
            <Link href={`mailto:${request.email}`} sx={{ overflowWrap: 'anywhere' }}>
              {request.email}
            </Link>
          )}
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            Комментарий
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.description || '—'}
          </Typography>
        </Paper>
        {!urgentCall && phone && <PhoneLines request={request} />}
        {!urgentCall && !phone && (
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label="Состав заявки">
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ fontWeight: 500 }}>Наименование</TableCell>
                    <TableCell sx={{ fontWeight: 500 }} align="right">
                      Цена
                    </TableCell>
                    <TableCell sx={{ fontWeight: 500 }} align="right">
                      Кол-во
                    </TableCell>
                    <TableCell sx={{ fontWeight: 500 }} align="right">
                      Сумма
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {request.items.map((line) => (
                    <TableRow key={`${line.kind}-${line.item_id ?? line.name}-${line.price}-${line.count}`}>
                      <TableCell>
                        <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
                          {line.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {KIND_LABELS[line.kind]}
                        </Typography>
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {rubles(line.price)}
                      </TableCell>
                      <TableCell align="right">{line.count}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {rubles(line.sum)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell
                      colSpan={3}
                      sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.95rem' }}
                    >
                      Итого
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{
                        fontWeight: 700,
                        color: 'text.primary',
                        fontSize: '0.95rem',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {rubles(request.total)}
                    </TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            </TableContainer>
          </Paper>
        )}
      </Box>
    </Stack>
  );
}
