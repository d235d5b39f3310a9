import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sp/shared/format/date';
import { COMPANY_TYPE_LABELS } from '@sp/shared/permissions/company-types';
import { effectiveUserType, USER_TYPE, USER_TYPE_LABELS } from '@sp/shared/permissions/user-types';
import { formatPhone } from '@sp/shared/validation/patterns';
import type { ReactNode } from 'react';
import { PageState } from '../../../components/page-state';
import { useSession } from '../../../lib/session-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { CompanyOverview } from '../components/company-overview';
import { FamilyHome } from '../components/family-home';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, py: 1 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Box>{children}</Box>
    </Box>
  );
}

function Verified({ value }: { value: boolean }) {
  return (
    <Chip
      size="small"
      color={value ? 'success' : 'default'}
      label={value ? 'подтверждён' : 'не подтверждён'}
    />
  );
}

/** /app/dashboard: a greeting and the account summary.
 * `invitations`: the card of the invitations to companies, composed in by the app (features/staff).
 * `reviews`: the company's reviews card, composed in by the app (features/reviews).
 * `platform`: the administrator's numbers of the platform, composed in by the app (features/admin). */
export function DashboardPage({
  invitations,
  reviews,
  platform,
}: {
  invitations?: ReactNode;
  reviews?: ReactNode;
  platform?: ReactNode;
}) {
  const { profile, company, roles, userMode } = useSession();
  const dealRights = useModuleRights('orders');
  if (!profile) return <PageState kind="loading" />;
  const { auth_data: contacts } = profile;
  const name = profile.first_name || profile.name || '';
  // a family's home is «Главная» with its tree and pages (features/dashboard/components/family-home)
  if (effectiveUserType(profile.user_type, userMode) === USER_TYPE.user) {
    return <FamilyHome name={name} userMode={userMode} invitations={invitations} />;
  }

  // a company's home is its working day (issue 12 §3), for whoever reads its deals
  const working = profile.company_id !== null && (dealRights.canEdit || dealRights.readOnly);

  return (
    <Box>
      <Typography variant="h2" component="h1" sx={{ mb: working ? 2 : 1 }}>
        {name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'}
      </Typography>
      {working ? (
        <CompanyOverview />
      ) : profile.user_type === USER_TYPE.admin && platform ? (
        platform
      ) : (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Добро пожаловать в личный кабинет «Светлой памяти».
        </Typography>
      )}
      {invitations}
      {reviews}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          Ваш аккаунт
        </Typography>
        <Row label="Тип аккаунта">
          {USER_TYPE_LABELS[profile.user_type]}
          {userMode && ' (режим пользователя)'}
        </Row>
        {company && (
          <Row label="Компания">
            {company.name} · {COMPANY_TYPE_LABELS[company.type_company]} ·{' '}
            {company.is_root ? 'Основная' : 'Филиал'}
          </Row>
        )}
        {roles.length > 0 && (
          <Row label="Роли">
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {roles.map((role) => (
                <Chip key={role.id} size="small" label={role.name} />
              ))}
            </Stack>
          </Row>
        )}
        {contacts.phone && (
          <Row label="Телефон">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span>{formatPhone(contacts.phone)}</span>
              <Verified value={contacts.is_phone_verified} />
            </Stack>
          </Row>
        )}
        {contacts.email && (
          <Row label="E-mail">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span>{contacts.email}</span>
              <Verified value={contacts.is_email_verified} />
            </Stack>
          </Row>
        )}
        <Row label="В системе с">{formatDate(profile.created_at)}</Row>
      </Paper>
    </Box>
  );
}
