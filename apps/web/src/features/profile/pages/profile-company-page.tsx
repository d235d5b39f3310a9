import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { COMPANY_TYPE_LABELS } from '@sp/shared/permissions/company-types';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { useSession } from '../../../lib/session-store';
import { useCompanyProfile, useIntegrations } from '../api/company-profile';
import { CompanyForm } from '../components/company-form';
import { CompanyLogoEditor } from '../components/company-logo-editor';
import { IntegrationsForm } from '../components/integrations-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

type ProfileCompanyPageProps = {
  /** the «leave the company» block an employee sees (features/staff) */
  quitSection?: ReactNode;
  /** the request to become a municipal organisation, shown to the owner of a regular main company */
  municipalSection?: ReactNode;
  /** the request to become a dealer, shown to the owner of a regular main company */
  dealerSection?: ReactNode;
};

/** /app/profile-company: company data, logo and integrations; employees see them read-only. The app composes in
 * the blocks of other features. */
export function ProfileCompanyPage({
  quitSection,
  municipalSection,
  dealerSection,
}: ProfileCompanyPageProps) {
  const session = useSession();
  const company = useCompanyProfile();
  const readOnly = session.profile?.user_type !== USER_TYPE.company;
  const integrations = useIntegrations();

  return (
    <Box>
      <PageHeader title="Моя компания" />
      {company.isPending && <PageState kind="loading" />}
      {company.isError && (
        <PageState kind="error" error={company.error} onRetry={() => void company.refetch()} />
      )}
      {company.data && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Section title="Данные компании">
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {COMPANY_TYPE_LABELS[company.data.type_company]} ·{' '}
              {company.data.is_root ? 'Основная компания' : 'Филиал'}
            </Typography>
            <CompanyForm company={company.data} readOnly={readOnly} />
          </Section>
          <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
            <Section title="Логотип">
              <CompanyLogoEditor logo={company.data.logo} readOnly={readOnly} />
            </Section>
            {!readOnly && (
              <Section title="Интеграции">
                {integrations.isPending && <PageState kind="loading" />}
                {integrations.isError && <PageState kind="error" error={integrations.error} />}
                {integrations.data && (
                  <IntegrationsForm integrations={integrations.data} readOnly={readOnly} />
                )}
              </Section>
            )}
            {!readOnly && company.data.is_root && company.data.type_company === 'REGULAR' && (
              <>
                {municipalSection && <Section title="Муниципальная организация">{municipalSection}</Section>}
                {dealerSection && <Section title="Дилер">{dealerSection}</Section>}
              </>
            )}
            {session.profile?.user_type === USER_TYPE.manager && quitSection}
          </Box>
        </Box>
      )}
    </Box>
  );
}
