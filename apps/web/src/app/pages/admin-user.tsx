import { AdminUserPage } from '../../features/admin-users/pages/admin-user-page';
import { RecordHistory } from '../../features/journal/components/record-history';

/** /admin/users/{id} with the journal's history of the account: who blocked, unblocked or reset it, and when. */
export function AdminUserRoute() {
  return (
    <AdminUserPage
      slots={{
        history: (account, version) => (
          <RecordHistory modelName="Account" recordId={account.id} version={version} scope="platform" />
        ),
      }}
    />
  );
}
