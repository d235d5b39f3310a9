import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { AccountsList } from '../components/accounts-list';

/**
 * /admin/profiles «Профили»: the accounts' profiles by kind with the company each works in now (SPEC §3 Profile,
 * company data merged in), company owners first; a row opens the account's page on /admin/users/{id}.
 */
export function AdminProfilesPage() {
  return (
    <>
      <PageHeader title="Профили" />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Профили аккаунтов по видам: семьи, владельцы компаний, сотрудники и администраторы, с компанией, в
        которой каждый работает сейчас. Аккаунт открывается на странице пользователя.
      </Typography>
      <AccountsList
        label="Профили"
        variant="profiles"
        initialKind={2}
        emptyText="Профилей этого вида пока нет"
      />
    </>
  );
}
