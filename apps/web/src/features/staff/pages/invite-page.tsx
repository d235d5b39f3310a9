import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useModuleRights } from '../../../lib/use-module-rights';
import { InvitationsList } from '../components/invitations-list';
import { InviteForm } from '../components/invite-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /app/employees/invite: invite by phone or e-mail with roles; the pending invitations. */
export function InvitePage() {
  const rights = useModuleRights('manager');
  return (
    <Box>
      <PageHeader title="Приглашения" />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: rights.canEdit ? '1fr 1fr' : '1fr' },
        }}
      >
        {rights.canEdit && (
          <Section title="Пригласить сотрудника">
            <InviteForm />
          </Section>
        )}
        <Section title="Ожидают ответа">
          <InvitationsList canRevoke={rights.canDelete} />
        </Section>
      </Box>
    </Box>
  );
}
