import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const FEATURES = [
  {
    title: 'Страницы памяти',
    text: 'Расскажите о близком человеке: биография, фотографии, важные даты и воспоминания родных. Страницу можно открыть для всех или только для семьи.',
  },
  {
    title: 'Генеалогическое древо',
    text: 'Соберите историю семьи в одном месте: родители, супруги, дети и предки, связанные со страницами памяти и местами захоронений.',
  },
  {
    title: 'Карта кладбищ',
    text: 'Кладбища, участки и могилы на карте: найти место захоронения, проложить маршрут, сохранить фотографии и параметры могилы.',
  },
  {
    title: 'Каталог ритуальных компаний',
    text: 'Товары, услуги и готовые решения проверенных компаний вашего города. Выберите нужное и отправьте заявку в один шаг.',
  },
  {
    title: 'CRM для компаний',
    text: 'Сделки, клиенты, склад, документы, задачи, сотрудники с ролями и филиалы, рассылки и телефония — всё для работы ритуальной компании.',
  },
] as const;

/** `/`: the platform presented to guests.
 * `urgentButton`: the «urgent» call button, composed in by the app (features/urgent). */
export function HomePage({ urgentButton }: { urgentButton?: ReactNode }) {
  return (
    <Box>
      <Box sx={{ bgcolor: '#eef4e8', py: { xs: 6, md: 10 }, px: 2 }}>
        <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 500 }}>
            Первая платформа сохранения памяти
          </Typography>
          <Typography variant="h1" sx={{ maxWidth: 760, my: 2 }}>
            Светлая память о близких — бережно и надолго
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 680, fontSize: '1.1rem', mb: 4 }}>
            Страницы памяти, родословная семьи, места захоронений на карте и помощь ритуальных компаний — в
            одном спокойном и понятном сервисе.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={Link} to={paths.auth('register')} variant="contained" size="large">
              Создать аккаунт
            </Button>
            <Button component={Link} to={paths.auth('login')} variant="outlined" size="large">
              Войти
            </Button>
          </Stack>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mt: 4 }}>
            <Typography color="text.secondary">Нужна перевозка умершего прямо сейчас?</Typography>
            {urgentButton}
          </Box>
        </Box>
      </Box>

      <Box
        component="section"
        aria-labelledby="features-title"
        sx={{ maxWidth: 1280, mx: 'auto', px: 2, py: { xs: 5, md: 8 } }}
      >
        <Typography id="features-title" variant="h2" sx={{ mb: 4 }}>
          Что есть на платформе
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {FEATURES.map((feature) => (
            <Paper key={feature.title} variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                {feature.title}
              </Typography>
              <Typography color="text.secondary">{feature.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Box>

      <Box
        component="section"
        sx={{
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          py: { xs: 5, md: 8 },
          px: 2,
        }}
      >
        <Box
          sx={{
            maxWidth: 1280,
            mx: 'auto',
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          <Box>
            <Typography variant="h3" sx={{ mb: 1 }}>
              Для семей
            </Typography>
            <Typography color="text.secondary">
              Зарегистрируйтесь как частное лицо, чтобы вести страницы памяти и родословную, хранить файлы и
              историю заказов. Память о человеке останется доступной детям и внукам.
            </Typography>
          </Box>
          <Box>
            <Typography variant="h3" sx={{ mb: 1 }}>
              Для ритуальных компаний
            </Typography>
            <Typography color="text.secondary">
              Зарегистрируйте компанию, чтобы получить сайт на платформе, принимать заявки из каталога и вести
              сделки, склад и документы. Сотрудникам назначаются роли с нужным уровнем доступа.
            </Typography>
          </Box>
        </Box>
        <Box sx={{ maxWidth: 1280, mx: 'auto', mt: 4 }}>
          <Button component={Link} to={paths.auth('register')} variant="contained">
            Зарегистрироваться
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
