import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicMemoryPage } from '@sp/shared/api/memory-pages';
import * as paths from '@sp/shared/routes/paths';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLinkComponent } from '../../../lib/link-component';
import { useMediaSrc } from '../../../lib/media-src';
import { snackbar } from '../../../lib/snackbar-store';
import { GuestBookSection } from './guest-book-section';
import { LazyBurialPlace } from './lazy-burial-place';
import { MemorialSection, SERIF } from './memorial-section';
import { initials, personLifeDatesText, personYearsText, placeLines } from './person-format';

// the slider is only needed once a visitor opens a photo: it stays out of the page's first load
const ImageSliderDialog = lazy(() =>
  import('../../../components/image-slider-dialog').then((m) => ({ default: m.ImageSliderDialog })),
);
// so is the complaint form (its fields and the captcha): loaded when a visitor reaches for «Пожаловаться»
const loadComplaint = () => import('./complaint-dialog');
const ComplaintDialog = lazy(() => loadComplaint().then((m) => ({ default: m.ComplaintDialog })));

/** A round portrait, or the initials on a quiet background (a plain element: no Avatar in this light page). */
function Portrait({
  url,
  name,
  size,
  sx,
}: {
  /** the API's address of the photo (a private one is fetched with the page's token) */
  url: string | null | undefined;
  name: string;
  size: number | object;
  sx?: object;
}) {
  const src = useMediaSrc(url);
  const common = {
    width: size,
    height: size,
    borderRadius: '50%',
    flexShrink: 0,
    bgcolor: 'grey.200',
    ...sx,
  };
  if (src) {
    return (
      <Box
        component="img"
        src={src}
        alt={`Портрет: ${name}`}
        sx={{ ...common, display: 'block', objectFit: 'cover' }}
      />
    );
  }
  return (
    <Box
      aria-hidden
      sx={{ ...common, display: 'grid', placeItems: 'center', color: 'text.secondary', fontFamily: SERIF }}
    >
      {initials(name)}
    </Box>
  );
}

/** A gallery tile's image (a «by link» page's photos are fetched with its token). */
function Thumbnail({ url, alt }: { url: string; alt: string }) {
  const src = useMediaSrc(url);
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      sx={{ display: 'block', width: '100%', aspectRatio: '1 / 1', objectFit: 'cover' }}
    />
  );
}

async function share(page: PublicMemoryPage, url: string) {
  const title = `${page.full_name} — страница памяти`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    snackbar.success('Ссылка на страницу скопирована');
  } catch {
    snackbar.show(url);
  }
}

type PersonViewProps = {
  page: PublicMemoryPage;
  /** the address to share: the page's own, with the token for a «by link» page */
  shareUrl: string;
  /** a «by link» page's token: its guest book is asked for with it (a header) */
  token?: string | null;
};

/** The memory page's margins, in the app and on the page the server renders alike. */
export function PersonPageBox({ children }: { children: ReactNode }) {
  return <Box sx={{ px: { xs: 2, md: 3 }, py: { xs: 2, md: 4 } }}>{children}</Box>;
}

/**
 * A memory page as anyone sees it: portrait, name, dates, epitaph, places, biography, photos, relatives, the
 * place of burial (when the platform knows the grave), and its guest book (memories and candles).
 */
export function PersonView({ page, shareUrl, token = null }: PersonViewProps) {
  const PageLink = useLinkComponent();
  const [viewing, setViewing] = useState<number | null>(null);
  const [sliderLoaded, setSliderLoaded] = useState(false);
  const [complaining, setComplaining] = useState<boolean | null>(null);
  const portrait = page.avatar ?? page.photos[0]?.image ?? null;
  const dates = personLifeDatesText(page);
  const places = placeLines(page);
  const open = (index: number) => {
    setSliderLoaded(true);
    setViewing(index);
  };

  return (
    <Box component="article" sx={{ maxWidth: 820, mx: 'auto', pb: 4 }}>
      {page.visibility !== 'public' && (
        <Typography
          role="status"
          sx={{
            mb: 2,
            px: 2,
            py: 1.5,
            borderRadius: 2,
            bgcolor: 'rgba(79, 168, 0, 0.08)',
            color: 'text.primary',
          }}
        >
          {page.visibility === 'link'
            ? 'Страница открыта только по ссылке: в поиске её нет.'
            : 'Страница закрыта: её видите только вы.'}
        </Typography>
      )}
      <Box
        component="header"
        sx={{
          textAlign: 'center',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          px: { xs: 2.5, sm: 5 },
          pt: { xs: 4, sm: 6 },
          pb: { xs: 3.5, sm: 5 },
        }}
      >
        <Portrait
          url={portrait}
          name={page.full_name}
          size={{ xs: 148, sm: 184 }}
          sx={{
            mx: 'auto',
            mb: 3,
            fontSize: 48,
            border: '4px solid',
            borderColor: 'background.paper',
            boxShadow: '0 0 0 1px rgba(31, 42, 28, 0.12), 0 8px 24px rgba(31, 42, 28, 0.10)',
          }}
        />
        <Typography
          variant="h1"
          sx={{
            fontFamily: SERIF,
            fontWeight: 400,
            fontSize: { xs: '1.85rem', sm: '2.5rem' },
            lineHeight: 1.2,
            overflowWrap: 'anywhere',
          }}
        >
          {page.last_name && (
            <Box component="span" sx={{ display: 'block' }}>
              {page.last_name}
            </Box>
          )}
          {[page.first_name, page.patronymic].filter(Boolean).join(' ')}
        </Typography>
        {page.attributes.length > 0 && (
          <Box component="ul" aria-label="Атрибуты" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
            {page.attributes.map((attribute) => (
              <Typography component="li" key={attribute.name} sx={{ color: 'text.secondary' }}>
                {attribute.value ? `${attribute.name}: ${attribute.value}` : attribute.name}
              </Typography>
            ))}
          </Box>
        )}
        {dates && (
          <Typography
            data-testid="life-dates"
            sx={{
              mt: 1.5,
              fontSize: { xs: '1.1rem', sm: '1.25rem' },
              color: 'text.secondary',
              letterSpacing: 0.5,
            }}
          >
            {dates}
          </Typography>
        )}
        {page.epitaph && (
          <Typography
            component="blockquote"
            sx={{
              fontFamily: SERIF,
              fontStyle: 'italic',
              fontSize: { xs: '1.1rem', sm: '1.25rem' },
              color: 'text.primary',
              maxWidth: 560,
              mx: 'auto',
              mt: 3,
              mb: 0,
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
            }}
          >
            {page.epitaph}
          </Typography>
        )}
        {places.length > 0 && (
          <Box
            component="dl"
            sx={{
              mt: 3,
              mb: 0,
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              columnGap: 1.5,
              rowGap: 0.75,
              maxWidth: 480,
              mx: 'auto',
              textAlign: 'left',
            }}
          >
            {places.map((line) => (
              <Box key={line.label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {line.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {line.value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <Button variant="outlined" onClick={() => void share(page, shareUrl)} sx={{ mt: 3.5 }}>
          Поделиться
        </Button>
      </Box>

      {page.biography && (
        <MemorialSection id="biography" title="Биография">
          <Box
            data-testid="biography"
            sx={{
              fontSize: '1.075rem',
              lineHeight: 1.75,
              overflowWrap: 'anywhere',
              '& p': { my: 1.25 },
              '& p:first-of-type': { mt: 0 },
              '& ul, & ol': { my: 1.25, pl: 3 },
            }}
            // the server keeps only strong, p, br, ul, li, ol, em, u without attributes (SPEC §5)
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server
            dangerouslySetInnerHTML={{ __html: page.biography }}
          />
        </MemorialSection>
      )}

      {page.photos.length > 0 && (
        <MemorialSection id="photos" title="Фотографии">
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: { xs: 1, sm: 1.5 },
              gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {page.photos.map((photo, index) => (
              <Box component="li" key={photo.id}>
                <Box
                  component="button"
                  type="button"
                  onClick={() => open(index)}
                  aria-label={`Открыть фотографию ${index + 1}${photo.caption ? `: ${photo.caption}` : ''}`}
                  sx={{
                    display: 'block',
                    width: '100%',
                    p: 0,
                    border: 0,
                    borderRadius: 2,
                    overflow: 'hidden',
                    cursor: 'zoom-in',
                    bgcolor: 'grey.100',
                  }}
                >
                  <Thumbnail url={photo.thumbnail} alt={photo.caption || `Фотография ${index + 1}`} />
                </Box>
              </Box>
            ))}
          </Box>
        </MemorialSection>
      )}

      {page.relatives.length > 0 && (
        <MemorialSection id="relatives" title="Родные">
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {page.relatives.map((relative) => (
              <Box component="li" key={relative.page_id}>
                <Link
                  component={PageLink}
                  to={paths.person(relative.page_id)}
                  underline="none"
                  color="inherit"
                  sx={{
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'center',
                    p: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 2,
                    bgcolor: 'background.paper',
                    '&:hover': { borderColor: 'primary.main' },
                  }}
                >
                  <Portrait url={relative.avatar} name={relative.full_name} size={48} />
                  <Box sx={{ minWidth: 0 }}>
                    {relative.relation && (
                      <Typography variant="body2" color="text.secondary">
                        {relative.relation}
                      </Typography>
                    )}
                    <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {relative.full_name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {personYearsText(relative)}
                    </Typography>
                  </Box>
                </Link>
              </Box>
            ))}
          </Box>
        </MemorialSection>
      )}

      {/* the grave of a public page's person, after hydration and once the visitor scrolls near it */}
      {page.visibility === 'public' && (
        <LazyBurialPlace
          pageId={page.id}
          deferred
          frame={(card) => (
            <MemorialSection id="burial-place" title="Место захоронения">
              {card}
            </MemorialSection>
          )}
        />
      )}

      <GuestBookSection
        key={page.id}
        pageId={page.id}
        token={page.visibility === 'link' ? token : null}
        initial={page.guest_book}
      />

      {page.keeper && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 5, textAlign: 'center' }}>
          Страницу хранит{' '}
          <Link component={PageLink} to={paths.user(page.keeper.id)}>
            {page.keeper.name}
          </Link>
        </Typography>
      )}

      {page.visibility === 'public' && (
        <Box sx={{ mt: page.keeper ? 1 : 5, textAlign: 'center' }}>
          <Button
            size="small"
            color="inherit"
            sx={{ color: 'text.secondary' }}
            onPointerEnter={() => void loadComplaint().catch(() => {})}
            onFocus={() => void loadComplaint().catch(() => {})}
            onClick={() => setComplaining(true)}
          >
            Пожаловаться
          </Button>
        </Box>
      )}

      {complaining !== null && (
        <Suspense fallback={null}>
          <ComplaintDialog pageId={page.id} open={complaining} onClose={() => setComplaining(false)} />
        </Suspense>
      )}

      {sliderLoaded && (
        <Suspense fallback={null}>
          <ImageSliderDialog
            open={viewing !== null}
            images={page.photos.map((photo) => photo.image)}
            captions={page.photos.map((photo) => photo.caption)}
            startIndex={viewing ?? 0}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
