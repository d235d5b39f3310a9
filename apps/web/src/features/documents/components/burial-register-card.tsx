import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DOCUMENT_MSG } from '@sp/shared/api/documents';
import { formatDateTime } from '@sp/shared/format/date';
import { isoDayOf } from '@sp/shared/format/date-text';
import { formatPartialDate } from '@sp/shared/format/partial-date';
import { pluralRu } from '@sp/shared/format/plural';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { PHONE_QUERY } from '../../../components/data-table';
import { PeriodFields } from '../../../components/date-fields';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/file-download';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useBurialRegister } from '../api/burial-register';

const PREVIEW = 5;

type RegisterRecord = NonNullable<ReturnType<typeof useBurialRegister>['data']>['results'][number];

const lifeText = (record: RegisterRecord) =>
  [formatPartialDate(record.person.date_birth), formatPartialDate(record.person.date_death)]
    .filter(Boolean)
    .join(' — ');
const funeralText = (record: RegisterRecord) =>
  record.funeral_at ? formatDateTime(record.funeral_at) : 'не назначены';

/** On a phone the register's first records as a list: number and name, dates, place, the deal. */
function PhoneRecords({ records }: { records: readonly RegisterRecord[] }) {
  return (
    <Box
      component="ul"
      aria-label="Захоронения"
      data-table-cards=""
      sx={{ listStyle: 'none', m: 0, p: 0, overflowWrap: 'break-word' }}
    >
      {records.map((record, index) => (
        <Box
          component="li"
          key={`${record.order.id}-${record.person.id}`}
          sx={{ py: 1.25, borderTop: index ? 1 : 0, borderColor: 'divider' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {record.n}. {record.person.full_name}
          </Typography>
          {lifeText(record) && (
            <Typography variant="caption" color="text.secondary" component="p">
              {lifeText(record)}
            </Typography>
          )}
          <Typography variant="body2">Похороны: {funeralText(record)}</Typography>
          {record.burial_place && <Typography variant="body2">Место: {record.burial_place}</Typography>}
          <Button size="small" component={RouterLink} to={paths.order(record.order.id)} sx={{ ml: -0.5 }}>
            Сделка № {record.order.number}
          </Button>
        </Box>
      ))}
    </Box>
  );
}

/**
 * «Книга регистрации захоронений»: the company's burials (deals «Захоронение» with their deceased) of a period,
 * the first few shown, the whole book downloaded as .docx.
 */
export function BurialRegisterCard() {
  // the fields' values (a day still being typed stays out of the request: its field says what is missing)
  const [startText, setDateStart] = useState('');
  const [endText, setDateEnd] = useState('');
  const [dateStart, dateEnd] = [isoDayOf(startText), isoDayOf(endText)];
  const [busy, setBusy] = useState(false);
  const rangeProblem = dateStart && dateEnd && dateStart > dateEnd ? DOCUMENT_MSG.periodOrder : null;
  const register = useBurialRegister({
    date_start: rangeProblem ? '' : dateStart,
    date_end: rangeProblem ? '' : dateEnd,
    offset: 0,
    limit: PREVIEW,
  });
  const count = register.data?.count ?? 0;
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });

  const download = async () => {
    setBusy(true);
    const query = new URLSearchParams({ export: 'docx' });
    if (dateStart) query.set('date_start', dateStart);
    if (dateEnd) query.set('date_end', dateEnd);
    try {
      await downloadFile(
        `/api/documents/burial-register-documents/?${query.toString()}`,
        'Книга регистрации захоронений.docx',
      );
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Книга регистрации захоронений"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Книга регистрации захоронений
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Умершие из сделок категории «Захоронение» (кроме отменённых) по дате похорон.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
      >
        <PeriodFields
          from={startText}
          to={endText}
          fromLabel="Похороны с"
          toLabel="по"
          problem={rangeProblem || null}
          hint=" "
          onChange={({ from, to }) => {
            if (from !== undefined) setDateStart(from);
            if (to !== undefined) setDateEnd(to);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<Download />}
          disabled={busy || Boolean(rangeProblem)}
          onClick={() => void download()}
        >
          {busy ? 'Готовим…' : 'Скачать книгу .docx'}
        </Button>
      </Stack>
      {register.isPending && <PageState kind="loading" />}
      {register.isError && (
        <PageState kind="error" error={register.error} onRetry={() => void register.refetch()} />
      )}
      {register.data && count === 0 && (
        <Typography variant="body2" color="text.secondary">
          За выбранный период захоронений нет.
        </Typography>
      )}
      {register.data && count > 0 && (
        <>
          {phone ? (
            <PhoneRecords records={register.data.results} />
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Захоронения">
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ fontWeight: 500 }}>№</TableCell>
                    <TableCell sx={{ fontWeight: 500 }}>Умерший</TableCell>
                    <TableCell sx={{ fontWeight: 500 }}>Похороны</TableCell>
                    <TableCell sx={{ fontWeight: 500 }}>Место</TableCell>
                    <TableCell sx={{ fontWeight: 500 }}>Сделка</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {register.data.results.map((record) => (
                    <TableRow key={`${record.order.id}-${record.person.id}`}>
                      <TableCell>{record.n}</TableCell>
                      <TableCell>
                        {record.person.full_name}
                        <Typography variant="caption" color="text.secondary" component="div">
                          {lifeText(record)}
                        </Typography>
                      </TableCell>
                      <TableCell>{funeralText(record)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'break-word' }}>{record.burial_place}</TableCell>
                      <TableCell>
                        <Button size="small" component={RouterLink} to={paths.order(record.order.id)}>
                          № {record.order.number}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Всего {count} {pluralRu(count, ['запись', 'записи', 'записей'])}
            {count > PREVIEW ? `, показаны первые ${PREVIEW}; все — в книге .docx` : ''}.
          </Typography>
        </>
      )}
    </Paper>
  );
}
