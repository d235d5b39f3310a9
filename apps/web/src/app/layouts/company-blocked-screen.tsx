import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { hasSwitchTarget, useAvailableCompanies } from '../../features/profile/api/available-companies';
import { lazyWithQuery } from '../../lib/lazy-page';
import { toggleUserMode } from '../../lib/session-actions';
import { useSession } from '../../lib/session-store';

const BranchSwitchDialog = lazyWithQuery(() =>
  import('./top-bar-dialogs').then((m) => m.loadBranchSwitchDialog()),
);

/**
 * Whether the account belongs to a company besides the current one that is not blocked (one blocked would show
 * this screen again): the switch dialog's own list (its first page, the same query: the dialog opens with it
 * already there). Unknown (loading, failed) reads as no.
 */
function useHasOtherCompany(current: number | null | undefined): boolean {
  const { data } = useAvailableCompanies(1);
  return data ? hasSwitchTarget(data, current) : false;
}

/**
 * What the staff of a company an administrator blocked see instead of its pages (issue 16): the server's message
 * with the reason, and the ways on: their own account (user mode), another of their companies (only when the
 * account has one), or the page again once the company is unblocked.
 */
export function CompanyBlockedScreen({ message }: { message: string }) {
  const { profile } = useSession();
  const [switching, setSwitching] = useState(false);
  const hasOther = useHasOtherCompany(profile?.company_id);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper variant="outlined" role="alert" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 640, width: '100%' }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <BlockOutlined color="error" sx={{ fontSize: 40 }} aria-hidden />
          <Typography variant="h5" component="h1">
            {profile?.name ? `Компания «${profile.name}» заблокирована` : 'Компания заблокирована'}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{message}</Typography>
          <Typography color="text.secondary">
            Пока компания заблокирована, в ней нельзя работать, а её страница и каталог не видны посетителям.
            Ваш аккаунт остаётся: вы можете перейти в профиль пользователя
            {hasOther ? ' или в другую свою компанию' : ''}. Когда администратор разблокирует компанию,
            обновите страницу.
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            useFlexGap
            spacing={1}
            sx={{ width: { xs: '100%', sm: 'auto' }, flexWrap: 'wrap', '& > *': { whiteSpace: 'nowrap' } }}
          >
            <Button variant="contained" onClick={toggleUserMode}>
              Перейти в профиль пользователя
            </Button>
            {hasOther && (
              <Button variant="outlined" onClick={() => setSwitching(true)}>
                Выбрать другую компанию
              </Button>
            )}
            <Button color="inherit" onClick={() => window.location.reload()}>
              Обновить страницу
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <Suspense fallback={null}>
        {switching && <BranchSwitchDialog open onClose={() => setSwitching(false)} />}
      </Suspense>
    </Box>
  );
}
