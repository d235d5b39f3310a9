import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { VISIBILITY_LABELS } from '@sp/shared/api/memory-pages';
import type { Person } from '@sp/shared/api/persons';
import { livingLabel } from '@sp/shared/format/gender-words';
import { personLifeYears } from '@sp/shared/format/partial-date';
import { pluralRu } from '@sp/shared/format/plural';
import * as paths from '@sp/shared/routes/cabinet-paths';
import type { ReactNode } from 'react';
import { MediaAvatar } from '../../../components/media-image';
import { PageState } from '../../../components/page-state';
import { RouterLink } from '../../../lib/router-link';
import { useFamilyPages } from '../api/family-pages';
import { useFamilyTreePeople } from '../api/family-tree-people';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

function Card({
  title,
  icon,
  summary,
  actions,
  children,
}: {
  title: string;
  icon: ReactNode;
  summary?: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: summary ? 0.5 : 2 }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
          {icon}
        </Box>
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
      </Box>
      {summary && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {summary}
        </Typography>
      )}
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2.5 }}>{actions}</Box>
    </Paper>
  );
}

/** A person of the tree: the photo or initials, the name, the years or «Жив»/«Жива». */
function TreePerson({ person }: { person: Person }) {
  const years = personLifeYears(person);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.25, alignItems: 'center', minWidth: 0, py: 0.75 }}>
      <MediaAvatar
        url={person.avatar_thumbnail}
        alt=""
        sx={{ width: 40, height: 40, bgcolor: 'grey.200', color: 'text.secondary', fontSize: 15 }}
      >
        {initials(person.full_name || '?')}
      </MediaAvatar>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={paths.tree(person.family_node_id)}
          underline="hover"
          color="inherit"
          sx={{ fontWeight: 500, display: 'block', overflowWrap: 'break-word' }}
        >
          {person.full_name || 'Без имени'}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {person.is_living ? [years, livingLabel(person.gender)].filter(Boolean).join(' · ') : years}
        </Typography>
      </Box>
    </Box>
  );
}

function TreeGlance() {
  const people = useFamilyTreePeople();
  const count = people.data?.count ?? 0;
  return (
    <Card
      title="Семейное древо"
      icon={<AccountTreeOutlined />}
      summary={
        people.data
          ? count > 0
            ? `В древе ${count} ${pluralRu(count, ['человек', 'человека', 'человек'])}`
            : 'Древо пока пустое'
          : undefined
      }
      actions={
        <>
          <Button variant="contained" component={RouterLink} to={paths.tree()}>
            {count > 0 ? 'Открыть древо' : 'Начать древо'}
          </Button>
          <Button component={RouterLink} to={paths.persons()}>
            Все персоны
          </Button>
        </>
      }
    >
      {people.isPending && <PageState kind="loading" />}
      {people.isError && (
        <PageState kind="error" error={people.error} onRetry={() => void people.refetch()} />
      )}
      {people.data && count === 0 && (
        <Typography color="text.secondary">
          Добавьте себя, родителей, бабушек и дедушек — древо сохранит историю семьи для детей и внуков.
        </Typography>
      )}
      {people.data && count > 0 && (
        <Box
          component="ul"
          aria-label="Люди древа"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {people.data.results.map((person) => (
            <TreePerson key={person.id} person={person} />
          ))}
        </Box>
      )}
      {people.data && count > people.data.results.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          и ещё {count - people.data.results.length}
        </Typography>
      )}
    </Card>
  );
}

function PagesGlance() {
  const pages = useFamilyPages();
  const count = pages.data?.count ?? 0;
  const fresh = pages.data?.results.reduce((sum, page) => sum + page.guest_book_new, 0) ?? 0;
  return (
    <Card
      title="Страницы памяти"
      icon={<MenuBookOutlined />}
      summary={
        pages.data
          ? count > 0
            ? `${count} ${pluralRu(count, ['страница', 'страницы', 'страниц'])}${fresh > 0 ? ` · ${fresh} ${pluralRu(fresh, ['новая запись', 'новые записи', 'новых записей'])} в книгах памяти` : ''}`
            : 'Страниц памяти пока нет'
          : undefined
      }
      actions={
        <Button
          variant={count > 0 ? 'outlined' : 'contained'}
          component={RouterLink}
          to={paths.memoryPages()}
        >
          {count > 0 ? 'Все страницы памяти' : 'Создать страницу'}
        </Button>
      }
    >
      {pages.isPending && <PageState kind="loading" />}
      {pages.isError && <PageState kind="error" error={pages.error} onRetry={() => void pages.refetch()} />}
      {pages.data && count === 0 && (
        <Typography color="text.secondary">
          Расскажите о близком человеке: биография, фотографии, эпитафия и QR-код для памятника. Гости
          страницы смогут оставить воспоминание и зажечь свечу.
        </Typography>
      )}
      {pages.data && count > 0 && (
        <Box component="ul" aria-label="Мои страницы памяти" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {pages.data.results.map((page) => (
            <Box
              component="li"
              key={page.id}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1, minWidth: 0 }}
            >
              <MediaAvatar
                url={page.cover}
                alt=""
                variant="rounded"
                sx={{ width: 48, height: 48, bgcolor: 'grey.200', color: 'text.secondary', fontSize: 16 }}
              >
                {initials(page.person.full_name)}
              </MediaAvatar>
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Link
                  component={RouterLink}
                  to={paths.memoryPage(page.id)}
                  sx={{ fontWeight: 500, display: 'block', overflowWrap: 'break-word' }}
                >
                  {page.person.full_name}
                </Link>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" color="text.secondary">
                    {personLifeYears(page.person)}
                  </Typography>
                  <Chip
                    size="small"
                    label={VISIBILITY_LABELS[page.visibility]}
                    color={page.visibility === 'public' ? 'primary' : 'default'}
                    variant="outlined"
                  />
                  {page.guest_book_new > 0 && (
                    <Link
                      component={RouterLink}
                      to={{ pathname: paths.memoryPage(page.id), hash: 'guest-book' }}
                      variant="body2"
                      sx={{ fontWeight: 500 }}
                    >
                      {page.guest_book_new}{' '}
                      {pluralRu(page.guest_book_new, ['новая запись', 'новые записи', 'новых записей'])}
                    </Link>
                  )}
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}

const MORE = [
  {
    to: paths.persons(),
    label: 'Персоны',
    hint: 'Все люди семьи, в древе и вне его',
    icon: <PeopleOutlined />,
  },
  { to: paths.files(), label: 'Файлы', hint: 'Фотографии и документы', icon: <FolderOutlined /> },
  { to: paths.backups(), label: 'Резервные копии', hint: 'Архив семьи и GEDCOM', icon: <SaveOutlined /> },
  {
    to: paths.historyOrders(),
    label: 'История заказов',
    hint: 'Заказы в ритуальных компаниях',
    icon: <HistoryOutlined />,
  },
];

type FamilyHomeProps = {
  /** the name to greet */
  name: string;
  /** a company's owner or employee in user mode: their own family's cabinet, not the company's */
  userMode?: boolean;
  /** the invitations to companies (features/staff), composed in by the app */
  invitations?: ReactNode;
};

/**
 * /app/dashboard for a family (an ordinary user, or staff in user mode): «Главная» (its sidebar entry and title)
 * with the greeting, the tree and the memory pages at a glance, and the way to the rest of the family's cabinet.
 */
export function FamilyHome({ name, userMode = false, invitations }: FamilyHomeProps) {
  return (
    <Box>
      <Typography variant="h2" component="h1" sx={{ mb: 0.5 }}>
        {name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {userMode
          ? 'Личный кабинет (режим пользователя): ваши собственные древо и страницы памяти, не компании.'
          : 'Семейное древо и страницы памяти ваших близких — здесь, на главной.'}
      </Typography>
      {invitations}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'stretch',
        }}
      >
        <TreeGlance />
        <PagesGlance />
      </Box>
      <Box
        component="nav"
        aria-label="Ещё в кабинете"
        sx={{
          mt: { xs: 2, md: 3 },
          display: 'grid',
          gap: { xs: 1.5, md: 2 },
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {MORE.map((item) => (
          <Paper
            key={item.to}
            variant="outlined"
            component={RouterLink}
            to={item.to}
            sx={{
              p: 2,
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              textDecoration: 'none',
              color: 'inherit',
              '&:hover': { borderColor: 'primary.main' },
            }}
          >
            <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
              {item.icon}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>{item.label}</Typography>
              <Typography variant="body2" color="text.secondary">
                {item.hint}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
