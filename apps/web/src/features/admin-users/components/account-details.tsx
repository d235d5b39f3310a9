import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ACCOUNT_KIND_LABELS, type AdminProfileDetail } from '@sp/shared/api/admin-profiles';
import { formatDate } from '@sp/shared/format/date';
import { formatPhone } from '@sp/shared/validation/patterns';
import type { ReactNode } from 'react';
import { AccountStatusChip } from './account-status-chip';
import { rubles } from './billing-line';

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="dl" sx={{ display: 'contents' }}>
      <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}>
        {children}
      </Box>
    </Box>
  );
}

const confirmed = (yes: boolean) => (yes ? ' (подтверждён)' : ' (не подтверждён)');

const grid = {
  display: 'grid',
  gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
  columnGap: 2,
  rowGap: 1,
  alignItems: 'baseline',
} as const;

/** The account's data (never a password) and its own tariff and balance. */
export function AccountDetails({ account }: { account: AdminProfileDetail }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}
    >
      <Paper variant="outlined" component="section" aria-label="Аккаунт" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Аккаунт
        </Typography>
        <Box sx={grid}>
          <Term label="Вид">{ACCOUNT_KIND_LABELS[account.user_type]}</Term>
          <Term label="Имя">{`${account.first_name} ${account.last_name}`.trim() || '—'}</Term>
          <Term label="E-mail">
            {account.email ? account.email + confirmed(account.is_email_verified) : '—'}
          </Term>
          <Term label="Телефон">
            {account.phone ? formatPhone(account.phone) + confirmed(account.is_phone_verified) : '—'}
          </Term>
          <Term label="Регистрация">{formatDate(account.created_at)}</Term>
          <Term label="Статус">
            <AccountStatusChip active={account.is_active} />
          </Term>
          <Term label="Работает в">{account.company?.name ?? '—'}</Term>
        </Box>
      </Paper>
      {account.billing && (
        <Paper
          variant="outlined"
          component="section"
          aria-label="Тариф и баланс"
          sx={{ p: { xs: 2, sm: 2.5 } }}
        >
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Тариф и баланс
          </Typography>
          <Box sx={grid}>
            <Term label="Тариф">{account.billing.tariff?.name ?? 'Не выбран'}</Term>
            <Term label="Действует до">
              {account.billing.ends_at ? formatDate(account.billing.ends_at) : 'Бессрочно'}
            </Term>
            <Term label="Баланс">{rubles(account.billing.balance)}</Term>
          </Box>
          {account.user_type !== 1 && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
              Личные тариф и баланс аккаунта (режим пользователя); компании — в разделе «Компании».
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
