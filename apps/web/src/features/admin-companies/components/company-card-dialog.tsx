import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminCompany } from '@sp/shared/api/admin-companies';
import { formatDate } from '@sp/shared/format/date';
import { formatRubles } from '@sp/shared/format/money';
import { COMPANY_TYPE_LABELS, COMPANY_TYPES, type CompanyType } from '@sp/shared/permissions/company-types';
import { formatPhone } from '@sp/shared/validation/patterns';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Fact } from '../../../components/fact';
import { GenericDialog } from '../../../components/generic-dialog';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useCompanyStatistic, useSetCompanyType } from '../api/admin-companies';
import { CompanyBlockSection } from './company-block-section';

const rubles = (value: number) => formatRubles(Math.round(value * 100));
const MONTHS = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

function Statistic({ companyId }: { companyId: number }) {
  const statistic = useCompanyStatistic(companyId);
  if (statistic.error)
    return <PageState kind="error" error={statistic.error} onRetry={() => void statistic.refetch()} />;
  if (!statistic.data) return <PageState kind="loading" />;
  const data = statistic.data;
  return (
    <Stack spacing={1.5} component="section" aria-label="Статистика компании">
      <Typography variant="h6" component="h3">
        Статистика
      </Typography>
      <Fact label="Сделки">
        {data.deals}
        {data.cancelled ? `, из них отменено ${data.cancelled}` : ''}
      </Fact>
      <Fact label="Выручка">{rubles(data.revenue)}</Fact>
      <Fact label="Оплачено">{rubles(data.paid)}</Fact>
      <Fact label="Ожидает оплаты">{rubles(data.due)}</Fact>
      <Fact label="Сотрудники">{data.employees}</Fact>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Сделки по месяцам">
          <TableHead>
            <TableRow>
              <TableCell>Месяц</TableCell>
              <TableCell align="right">Сделки</TableCell>
              <TableCell align="right">Выручка</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...data.months].reverse().map((month) => (
              <TableRow key={month.month}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{monthName(month.month)}</TableCell>
                <TableCell align="right">{month.deals}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {rubles(month.revenue)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}

/**
 * A company as the administrator sees it: its details, owner and staff, its business (statistic-company), its
 * type, changed after a confirmation, and its block (a branch follows its main company in both).
 */
export function CompanyCardDialog({
  company: opened,
  onClose,
}: {
  company: AdminCompany;
  onClose: () => void;
}) {
  // what the server answered last (a block, an unblock), the list's row at first
  const [company, setCompany] = useState(opened);
  const [type, setType] = useState<CompanyType>(company.type);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetCompanyType();

  const change = () =>
    save.mutate(
      { id: company.id, type },
      {
        onSuccess: (saved) => {
          snackbar.success(`«${saved.name}»: теперь ${COMPANY_TYPE_LABELS[saved.type].toLowerCase()}`);
          setProblem(null);
          setCompany(saved);
        },
        onError: (error) => setProblem(errorText(error)),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <GenericDialog open title={company.name} onClose={onClose} readOnly maxWidth="md">
      <Stack spacing={2.5}>
        <Box>
          <Fact label="ИНН">{company.inn || 'не указан'}</Fact>
          <Fact label="Основная компания">
            {company.parent ? company.parent.name : 'это основная компания'}
          </Fact>
          <Fact label="Владелец">
            {company.owner
              ? [
                  company.owner.name,
                  company.owner.email,
                  company.owner.phone && formatPhone(company.owner.phone),
                ]
                  .filter(Boolean)
                  .join(' · ')
              : '—'}
          </Fact>
          <Fact label="Зарегистрирована">{formatDate(company.created_at)}</Fact>
        </Box>
        <Stack spacing={1} component="section" aria-label="Тип компании">
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              select
              size="small"
              label="Тип компании"
              value={type}
              onChange={(event) => setType(event.target.value as CompanyType)}
              disabled={company.parent !== null || save.isPending}
              helperText={company.parent ? 'Тип филиала следует основной компании' : undefined}
              sx={{ minWidth: 260 }}
            >
              {COMPANY_TYPES.map((value) => (
                <MenuItem key={value} value={value}>
                  {COMPANY_TYPE_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              disabled={type === company.type || save.isPending}
              onClick={() => setConfirming(true)}
            >
              Изменить тип
            </Button>
          </Box>
          {problem && (
            <Alert severity="error" onClose={() => setProblem(null)}>
              {problem}
            </Alert>
          )}
        </Stack>
        <CompanyBlockSection company={company} onChanged={setCompany} />
        <Statistic companyId={company.id} />
      </Stack>
      <ConfirmDialog
        open={confirming}
        text={`Сделать «${company.name}» ${COMPANY_TYPE_LABELS[type].toLowerCase()}? Её филиалы получат тот же тип.`}
        busy={save.isPending}
        onConfirm={change}
        onCancel={() => setConfirming(false)}
      />
    </GenericDialog>
  );
}
