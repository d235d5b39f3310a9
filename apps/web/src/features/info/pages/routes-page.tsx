import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/paths';
import { RouterLink } from '../../../lib/router-link';

const LINKS = [
  { to: paths.home(), label: 'Главная страница' },
  { to: paths.searchPeople(), label: 'Поиск человека: страницы памяти' },
  { to: paths.search(), label: 'Поиск ритуальных услуг: компании, товары, услуги и готовые решения' },
  { to: paths.auth('login'), label: 'Вход' },
  { to: paths.auth('register'), label: 'Регистрация' },
  { to: paths.agreement(), label: 'Пользовательское соглашение и согласие на обработку персональных данных' },
  { to: paths.updates(), label: 'Обновления платформы' },
  { to: paths.dashboard(), label: 'Личный кабинет' },
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
