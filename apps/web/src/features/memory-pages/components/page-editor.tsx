import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type MemoryPage, VISIBILITY_LABELS } from '@sp/shared/api/memory-pages';
import { formatDate } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/paths';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MediaAvatar } from '../../../components/media-image';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDeleteMemoryPage } from '../api/delete-memory-page';
import { GalleryEditor } from './gallery-editor';
import { GUEST_BOOK_ANCHOR, GuestBookModerationPanel } from './guest-book-moderation';
import { LazyBurialPlace } from './lazy-burial-place';
import { PageTextForm } from './page-text-form';
import { initials, lifeDates } from './person-format';
import { RelativesEditor } from './relatives-editor';
import { SharingSection } from './sharing-section';

export function Section({
  title,
  hint,
  id,
  children,
}: {
  title: string;
  hint?: string;
  /** an anchor to open the page editor at (…#guest-book) */
  id?: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" id={id} sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}>
      <Typography variant="h3" component="h2" sx={{ mb: hint ? 0.5 : 2 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

type PageEditorProps = {
  page: MemoryPage;
  /** no changes at all (read-only right, or a company's 7 days are over) */
  readOnly: boolean;
  /** may delete the page */
  canDelete: boolean;
  /** where to go after deleting */
  backTo: string;
  /** extra sections (the company's hand-over) */
  aside?: ReactNode;
  /**
   * the keeper's rights on the guest book, when they differ from the page's (a company moderates the book of a
   * page it owns after its 7 days of editing); by default those of the page
   */
  guestBookRights?: { canModerate: boolean; canDelete: boolean };
};

/** Everything of one memory page: the person and the words, the gallery, relatives, access and QR code. */
export function PageEditor({ page, readOnly, canDelete, backTo, aside, guestBookRights }: PageEditorProps) {
  const navigate = useNavigate();
  const remove = useDeleteMemoryPage();
  const [deleting, setDeleting] = useState(false);
  const { person } = page;
  const dates = lifeDates(person.date_birth, person.date_death);
  const companyUntil = page.company_edit_until ? new Date(page.company_edit_until) : null;
  const companyWindowOver = !page.is_own && companyUntil !== null && companyUntil.getTime() <= Date.now();

  return (
    <Box>
      <Box component="header" sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        <MediaAvatar
          url={person.avatar_thumbnail ?? page.photos[0]?.thumbnail}
          alt=""
          sx={{ width: 72, height: 72, bgcolor: 'grey.200', color: 'text.secondary' }}
        >
          {initials(person.full_name)}
        </MediaAvatar>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {person.full_name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            {dates && <Typography color="text.secondary">{dates}</Typography>}
            <Chip
              size="small"
              label={VISIBILITY_LABELS[page.visibility]}
              color={page.visibility === 'public' ? 'primary' : 'default'}
            />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            component="a"
            href={paths.person(page.id)}
            target="_blank"
            rel="noopener"
          >
            Просмотр
          </Button>
          {canDelete && !readOnly && (
            <Button color="error" onClick={() => setDeleting(true)}>
              Удалить страницу
            </Button>
          )}
        </Box>
      </Box>

      {page.created_by_company && companyUntil && !companyWindowOver && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Страницу создала компания «{page.created_by_company.name}»; до {formatDate(companyUntil)} она может
          вносить изменения без согласования с семьёй.
        </Alert>
      )}
      {page.hidden_by_admin && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {formatDate(page.hidden_by_admin.hidden_at)} администратор платформы скрыл страницу после жалобы
          {page.hidden_by_admin.reason ? `: ${page.hidden_by_admin.reason}` : ''}. Её видите только вы, в
          поиске её нет; доступ вернётся, когда администратор восстановит страницу. Если это ошибка, напишите
          через «Сообщить об ошибке».
        </Alert>
      )}
      {companyWindowOver && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Компания может редактировать страницу только 7 дней после создания. Теперь её изменяет семья.
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Section title="Текст страницы">
            <PageTextForm page={page} readOnly={readOnly} />
          </Section>
          <Section
            title="Галерея"
            hint="Фотографии открываются на странице в просмотрщике со счётчиком и стрелками."
          >
            <GalleryEditor pageId={page.id} photos={page.photos} readOnly={readOnly} />
          </Section>
          {/* the book is its keeper's: the page's owner (a company that made it edits, but no longer keeps it) */}
          {page.is_own && (
            <Section
              id={GUEST_BOOK_ANCHOR}
              title="Книга памяти"
              hint="Воспоминания и свечи гостей страницы. Гости пишут с проверкой «я не робот» и не чаще нескольких раз в час."
            >
              <GuestBookModerationPanel
                pageId={page.id}
                visibility={page.visibility}
                canModerate={guestBookRights?.canModerate ?? !readOnly}
                canDelete={guestBookRights?.canDelete ?? (canDelete && !readOnly)}
              />
            </Section>
          )}
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Section title="Доступ и QR-код">
            <SharingSection
              pageId={page.id}
              visibility={page.visibility}
              readOnly={readOnly}
              locked={page.hidden_by_admin !== null}
            />
          </Section>
          <Section title="Родные" hint="Ссылки на страницы памяти родственников.">
            <RelativesEditor pageId={page.id} relatives={page.relatives} readOnly={readOnly} />
          </Section>
          {/* the grave as the public page shows it; only a public page's person has a public grave card */}
          {page.visibility === 'public' && (
            <LazyBurialPlace
              pageId={page.id}
              narrow
              frame={(card) => (
                <Section title="Место захоронения" hint="Так место видят гости страницы.">
                  {card}
                </Section>
              )}
            />
          )}
          {aside}
        </Stack>
      </Box>

      <ConfirmDialog
        open={deleting}
        text={`Удалить страницу памяти «${person.full_name}» вместе с галереей? Человек останется в «Персонах» и в древе.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(page.id, {
            onSuccess: () => {
              snackbar.success('Страница памяти удалена');
              navigate(backTo);
            },
            onError: (error) => snackbar.error(errorText(error)),
          })
        }
      />
    </Box>
  );
}
