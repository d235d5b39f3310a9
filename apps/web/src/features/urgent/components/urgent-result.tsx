import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UrgentRequestCreated } from '@sp/shared/api/urgent';
import * as paths from '@sp/shared/routes/paths';
import { RouterLink } from '../../../lib/router-link';

const kilometres = (value: number | null) =>
  value === null ? null : `${value.toLocaleString('ru-RU', { maximumFractionDigits: 1 })} км`;

/** What the family sees once the call went out: how many companies got it, and how to reach them. */
export function UrgentResult({ sent, phone }: { sent: UrgentRequestCreated; phone: string }) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Alert severity="success">{sent.detail}</Alert>
      <Typography>
        Компании перезвонят на номер{' '}
        <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
          {phone}
        </Box>
        . Если звонка долго нет, позвоните им сами:
      </Typography>
      <List aria-label="Компании, получившие вызов" disablePadding>
        {sent.companies.map((company) => (
          <ListItem key={company.id} disableGutters divider>
            <ListItemText
              primary={
                <Link component={RouterLink} to={paths.company(company.landing_id)}>
                  {company.name}
                </Link>
              }
              secondary={
                <>
                  {company.phone ? (
                    <Link href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</Link>
                  ) : (
                    'Телефон не указан'
                  )}
                  {company.distance_km !== null && ` · ${kilometres(company.distance_km)}`}
                </>
              }
              slotProps={{ secondary: { component: 'span' } }}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
