import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/paths';
import type { ReactNode } from 'react';
import { RouterLink } from '../../../lib/router-link';
import { HomeSearch } from '../components/home-search';

type Feature = { title: string; text: string; action: string; to: string };

/** What the platform offers, each card leading to where it lives (a guest's way in). */
const FEATURES: readonly Feature[] = [
  {
    title: 'Страницы памяти',
    text: 'Расскажите о близком человеке: биография, фотографии, важные даты и воспоминания родных. Страницу можно открыть для всех или только для семьи.',
    action: 'Найти страницу памяти',
    to: paths.searchPeople(),
  },
  {
    title: 'Генеалогическое древо',
    text: 'Соберите историю семьи в одном месте: родители, супруги, дети и предки, связанные со страницами памяти и местами захоронений.',
    action: 'Начать родословную',
    to: paths.auth('register'),
  },
  {
    title: 'Места захоронений',
    text: 'На странице памяти семья указывает город и место захоронения: кладбище, участок, ряд. Найдите человека — и вы узнаете, где его навестить.',
    action: 'Найти место захоронения',
    to: paths.searchPeople(),
  },
  {
    title: 'Каталог ритуальных компаний',
    text: 'Товары, услуги и готовые решения проверенных компаний вашего города. Выберите нужное и отправьте заявку в один шаг.',
    action: 'Открыть каталог',
    to: paths.search(),
  },
  {
    title: 'CRM для компаний',
    text: 'Сделки, клиенты, склад, документы, задачи, сотрудники с ролями и филиалы, рассылки и телефония — всё для работы ритуальной компании.',
    action: 'Подключить компанию',
    to: paths.auth('register'),
  },
];

/** `/`: the platform presented to guests, with the way in: the search for a person or a service, the cards
 * leading to where each feature lives, the urgent call.
 * `urgentButton`: the «urgent» call button, composed in by the app (features/urgent). */
export function HomePage({ urgentButton }: { urgentButton?: ReactNode }) {
  return (
    <Box>
      <Box sx={{ bgcolor: '#eef4e8', py: { xs: 4, md: 8 }, px: 2 }}>
        <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 500 }}>
            Первая платформа сохранения памяти
          </Typography>
          <Typography variant="h1" sx={{ maxWidth: 760, my: 2 }}>
            Светлая память о близких — бережно и надолго
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 680, fontSize: '1.1rem', mb: 3 }}>
            Страницы памяти, родословная семьи, места захоронений и помощь ритуальных компаний — в одном
            спокойном и понятном сервисе.
          </Typography>
          <HomeSearch />
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mt: 4 }}>
            <Typography color="text.secondary">Нужна перевозка умершего прямо сейчас?</Typography>
            {urgentButton}
          </Box>
        </Box>
      </Box>

      <Box
        component="section"
        aria-labelledby="features-title"
        sx={{ maxWidth: 1280, mx: 'auto', px: 2, py: { xs: 5, md: 8 }, boxSizing: 'content-box' }}
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
            <Paper
              key={feature.title}
              component="article"
              variant="outlined"
              sx={{
                p: 3,
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
                transition: 'border-color 150ms, box-shadow 150ms',
                '&:hover': { borderColor: 'primary.main', boxShadow: '0 2px 8px rgba(31, 42, 28, 0.08)' },
                '&:focus-within': { borderColor: 'primary.main' },
              }}
            >
              <Typography variant="h3" component="h3">
                {feature.title}
              </Typography>
              <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                {feature.text}
              </Typography>
              <Link
                component={RouterLink}
                to={feature.to}
                underline="hover"
                sx={{
                  fontWeight: 500,
                  mt: 1,
                  // the whole card answers the click; the link keeps the name
                  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
                }}
              >
                {feature.action} →
              </Link>
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
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={RouterLink} to={paths.auth('register')} variant="contained">
              Создать аккаунт
            </Button>
            <Button component={RouterLink} to={paths.auth('login')} variant="outlined">
              Войти
            </Button>
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
