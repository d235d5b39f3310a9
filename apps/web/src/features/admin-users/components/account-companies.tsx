import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminProfileCompany } from '@sp/shared/api/admin-profiles';
import { formatDate } from '@sp/shared/format/date';
import { COMPANY_TYPE_LABELS } from '@sp/shared/permissions/company-types';
import { PageState } from '../../../components/page-state';
import { BillingLine } from './billing-line';

function membershipText(company: AdminProfileCompany): string {
  if (company.is_owner) return 'Владелец';
  if (!company.roles.length) return 'Сотрудник без ролей';
  return `Сотрудник: ${company.roles.map((role) => role.name).join(', ')}`;
}

/** The companies the account owns or works in, with its place there and, for the owner, the company's money. */
export function AccountCompanies({ companies }: { companies: AdminProfileCompany[] }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Компании" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Компании
      </Typography>
      {companies.length === 0 ? (
        <PageState kind="empty" text="Аккаунт не состоит ни в одной компании" />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {companies.map((company) => (
            <Paper
              key={company.id}
              component="li"
              variant="outlined"
              aria-label={company.name}
              sx={{ p: 1.5, overflowWrap: 'anywhere' }}
            >
              <Typography sx={{ fontWeight: 500 }}>{company.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {COMPANY_TYPE_LABELS[company.type]}
                {company.parent ? ` · филиал компании «${company.parent.name}»` : ' · основная компания'}
              </Typography>
              <Typography variant="body2">
                {membershipText(company)} · с {formatDate(company.joined_at)}
              </Typography>
              {company.billing && <BillingLine billing={company.billing} />}
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
