import { PageHeader } from '../../../components/page-header';
import { AccountsList } from '../components/accounts-list';

/**
 * /admin/users «Пользователи»: every account of the platform as it signs in (its e-mail, phone, registration and
 * status), found by name, e-mail or phone; a row opens the account's page.
 */
export function AdminUsersPage() {
  return (
    <>
      <PageHeader title="Пользователи" />
      <AccountsList label="Пользователи" variant="users" emptyText="Аккаунтов пока нет" />
    </>
  );
}
