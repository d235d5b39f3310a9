import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

const LINKS = [
  { to: '/', label: 'Главная страница' },
  { to: '/auth?plan=login', label: 'Вход' },
  { to: '/auth?plan=register', label: 'Регистрация' },
  { to: '/info/agreement', label: 'Пользовательское соглашение и согласие на обработку персональных данных' },
  { to: '/info/updates', label: 'Обновления платформы' },
  { to: '/app/dashboard', label: 'Личный кабинет' },
] as const;

/** /routes: a site map of the public pages. */
export function RoutesPage() {
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: 2, py: 4 }}>
      <Typography variant="h2" component="h1" gutterBottom>
        Карта сайта
      </Typography>
      <List>
        {LINKS.map((link) => (
          <ListItem key={link.to} disableGutters>
            <Link component={RouterLink} to={link.to}>
              {link.label}
            </Link>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
