import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { useSession } from '../../../lib/session-store';
import { useUserProfile } from '../api/user-profile';
import { AvatarEditor } from '../components/avatar-editor';
import { EmailForm } from '../components/email-form';
import { PasswordForm } from '../components/password-form';
import { ProfileNamesForm } from '../components/profile-names-form';

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

/** /app/profile: names, avatar, password and e-mail. */
export function ProfilePage() {
  const profile = useUserProfile();
  const session = useSession();
  return (
    <Box>
      <PageHeader title="Мой профиль" />
      {profile.isPending && <PageState kind="loading" />}
      {profile.isError && (
        <PageState kind="error" error={profile.error} onRetry={() => void profile.refetch()} />
      )}
      {profile.data && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Section title="Фотография">
            <AvatarEditor avatar={profile.data.avatar} />
          </Section>
          <Section title="Личные данные">
            <ProfileNamesForm profile={profile.data} />
          </Section>
          <Section title="Пароль">
            <PasswordForm />
          </Section>
          <Section title="Электронная почта">
            <EmailForm currentEmail={session.profile?.auth_data.email ?? null} />
          </Section>
        </Box>
      )}
    </Box>
  );
}
