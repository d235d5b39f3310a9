import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { AdminProfileDetail } from '@sp/shared/api/admin-profiles';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { isMissingAnswer, NOT_FOUND, routeId } from '../../../lib/route-id';
import { RouterLink } from '../../../lib/router-link';
import { useAdminProfile } from '../api/admin-profile';
import { AccountActions } from '../components/account-actions';
import { AccountCompanies } from '../components/account-companies';
import { AccountDetails } from '../components/account-details';
import { AccountSessions } from '../components/account-sessions';

export type AdminUserSlots = {
  /** the journal's history of the account; `version` changes after each action, so it is asked again */
  history?: (account: AdminProfileDetail, version: string) => ReactNode;
};

/**
 * /admin/users/{id} «Пользователь»: the account's data, its companies, its sessions, its tariff and balance, the
 * administrator's actions (block or unblock, a password reset by code) and the history of them (a slot: the
 * journal's feature brings it).
 */
export function AdminUserPage({ slots = {} }: { slots?: AdminUserSlots }) {
  const params = useParams();
  const id = routeId(params.id);
  if (id === null) throw NOT_FOUND;
  return <AdminUser id={id} slots={slots} />;
}

function AdminUser({ id, slots }: { id: number; slots: AdminUserSlots }) {
  const account = useAdminProfile(id);
  const [actions, setActions] = useState(0);
  if (account.isError && isMissingAnswer(account.error)) throw NOT_FOUND;
  const data = account.data;
  return (
    <>
      <Link component={RouterLink} to={paths.adminUsers()}>
        ← Все пользователи
      </Link>
      <PageHeader
        title={data?.name ?? 'Пользователь'}
        actions={data && <AccountActions account={data} onDone={() => setActions((n) => n + 1)} />}
      />
      {account.isPending && <PageState kind="loading" />}
      {account.isError && (
        <PageState kind="error" error={account.error} onRetry={() => void account.refetch()} />
      )}
      {data && (
        <Stack spacing={3}>
          <AccountDetails account={data} />
          <AccountCompanies companies={data.companies} />
          <AccountSessions accountId={data.id} />
          {slots.history && (
            <Box>{slots.history(data, `${data.updated_at}|${data.is_active}|${actions}`)}</Box>
          )}
        </Stack>
      )}
    </>
  );
}
