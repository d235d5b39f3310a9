import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GuestEntryCreated, GuestEntryKind, PublicGuestBook } from '@sp/shared/api/guest-book';
import { formatDate } from '@sp/shared/format/date';
import { pluralRu } from '@sp/shared/format/plural';
import { lazy, Suspense, useState } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { useHydrated } from '../../../lib/hydrated';
import { usePublicGuestBook } from '../api/public-guest-book';
import { MemorialSection, SERIF } from './memorial-section';

// the form (its fields, the captcha and its widget) loads only when a guest starts to write or lights a candle
const loadForm = () => import('./guest-entry-form');
const GuestEntryForm = lazy(() => loadForm().then((m) => ({ default: m.GuestEntryForm })));
const preload = () => void loadForm().catch(() => {});

/** A lit candle (or an unlit one, before anyone has lit it), drawn here: no icon set on this light page. */
function Candle({ lit }: { lit: boolean }) {
  return (
    <Box component="svg" viewBox="0 0 32 48" aria-hidden sx={{ width: 32, height: 48, flexShrink: 0 }}>
      {lit && (
        <>
          <ellipse cx="16" cy="11" rx="9" ry="10" fill="#ffe9a8" opacity="0.55" />
          <path d="M16 3c3 4.5 4.5 7 4.5 9.5a4.5 4.5 0 0 1-9 0C11.5 10 13 7.5 16 3z" fill="#f5a623" />
          <path d="M16 8c1.4 2 2 3.2 2 4.4a2 2 0 0 1-4 0c0-1.2.6-2.4 2-4.4z" fill="#fff3c4" />
        </>
      )}
      <rect x="15.25" y="15" width="1.5" height="4" rx="0.75" fill="#5b4a3a" />
      <rect x="9" y="19" width="14" height="27" rx="2.5" fill="#f4efe4" stroke="#d9cfbd" />
    </Box>
  );
}

const candlesText = (count: number) =>
  count > 0
    ? `${pluralRu(count, ['Зажжена', 'Зажжено', 'Зажжено'])} ${count} ${pluralRu(count, ['свеча', 'свечи', 'свечей'])}`
    : 'Свечей пока не зажигали';

type GuestBookSectionProps = {
  pageId: number;
  /** a «by link» page's token (a header of every request) */
  token: string | null;
  /** the book's first page, as the page brought it; null: the page takes no guest book */
  initial: PublicGuestBook | null;
};

/**
 * The guest book on the public page: the candles lit and «Зажечь свечу», the approved memories newest first with
 * «Показать ещё», and the form to leave one (loaded when used). Nothing for a page that takes no guest book (the
 * owner's preview of a private page).
 */
export function GuestBookSection({ pageId, token, initial }: GuestBookSectionProps) {
  const { state, reload, loadMore, setCandles } = usePublicGuestBook(pageId, token, initial);
  const hydrated = useHydrated();
  const [writing, setWriting] = useState<GuestEntryKind | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // one candle a visit: once lit, the button gives way to a quiet line
  const [lit, setLit] = useState(false);

  if (state.status === 'missing') return null;
  const ready = state.status === 'ready' ? state : null;
  const accepts = ready?.book.accepts_entries ?? false;

  const open = (kind: GuestEntryKind) => {
    setNotice(null);
    setWriting(kind);
  };
  const done = (result: GuestEntryCreated) => {
    setWriting(null);
    setNotice(result.detail);
    setCandles(result.candles);
    if (result.entry.kind === 'candle') setLit(true);
    if (result.entry.kind === 'memory' && result.entry.status === 'approved') reload();
  };

  return (
    <MemorialSection id="guest-book" title="Книга памяти">
      {state.status === 'error' && (
        <Box role="alert" sx={{ py: 2 }}>
          <Typography sx={{ mb: 1 }}>Не удалось загрузить книгу памяти.</Typography>
          <Button variant="outlined" onClick={reload}>
            Повторить
          </Button>
        </Box>
      )}
      {ready && (
        <>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
              p: { xs: 2, sm: 2.5 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              bgcolor: 'background.paper',
            }}
          >
            <Candle lit={ready.book.candles > 0} />
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography data-testid="candles" sx={{ fontFamily: SERIF, fontSize: '1.15rem' }}>
                {candlesText(ready.book.candles)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Зажгите свечу в память — без слов, можно не называть себя.
              </Typography>
            </Box>
            {lit && (
              <Typography variant="body2" sx={{ color: 'primary.dark', fontWeight: 500 }}>
                Ваша свеча горит
              </Typography>
            )}
            {accepts && !lit && writing !== 'candle' && (
              <Button
                variant="outlined"
                onClick={() => open('candle')}
                onPointerEnter={preload}
                onFocus={preload}
              >
                Зажечь свечу
              </Button>
            )}
          </Box>

          {notice && (
            <Typography
              role="status"
              sx={{ mt: 2, px: 2, py: 1.5, borderRadius: 2, bgcolor: 'rgba(79, 168, 0, 0.08)' }}
            >
              {notice}
            </Typography>
          )}

          {writing && (
            <Box
              sx={{
                mt: 2,
                p: { xs: 2, sm: 3 },
                border: 1,
                borderColor: 'divider',
                borderRadius: 3,
                bgcolor: 'background.paper',
              }}
            >
              <Suspense fallback={<PageLoading />}>
                <GuestEntryForm
                  key={writing}
                  pageId={pageId}
                  token={token}
                  kind={writing}
                  moderation={ready.book.moderation}
                  onDone={done}
                  onCancel={() => setWriting(null)}
                />
              </Suspense>
            </Box>
          )}

          {accepts && writing !== 'memory' && (
            <Button
              variant="contained"
              onClick={() => open('memory')}
              onPointerEnter={preload}
              onFocus={preload}
              sx={{ mt: 2 }}
            >
              Поделиться воспоминанием
            </Button>
          )}
          {!accepts && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              Хранитель страницы сейчас не принимает новые записи.
            </Typography>
          )}

          {ready.entries.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 3 }}>
              Воспоминаний пока нет. Поделитесь своим — его прочтут родные и все, кто помнит.
            </Typography>
          ) : (
            <>
              <Typography
                component="h3"
                sx={{ mt: 4, mb: 1.5, fontFamily: SERIF, fontSize: '1.15rem', color: 'text.secondary' }}
              >
                Воспоминания · {ready.book.count}
              </Typography>
              <Box
                component="ol"
                aria-label="Воспоминания"
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
              >
                {ready.entries.map((entry) => (
                  <Box
                    component="li"
                    key={entry.id}
                    sx={{
                      px: { xs: 2, sm: 2.5 },
                      py: 2,
                      bgcolor: 'background.paper',
                      border: 1,
                      borderColor: 'divider',
                      borderLeft: '3px solid',
                      borderLeftColor: 'primary.light',
                      borderRadius: 2,
                    }}
                  >
                    <Typography
                      sx={{
                        fontSize: '1.05rem',
                        lineHeight: 1.7,
                        whiteSpace: 'pre-line',
                        overflowWrap: 'break-word',
                      }}
                    >
                      {entry.text}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      <Box component="span" sx={{ fontWeight: 500, color: 'text.primary' }}>
                        {entry.name}
                      </Box>
                      {/* the visitor's own time zone: the server's HTML leaves the date out */}
                      {hydrated && ` · ${formatDate(entry.created_at)}`}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </>
          )}
          {ready.book.count > ready.entries.length && (
            <Button onClick={loadMore} disabled={ready.more} sx={{ mt: 1 }}>
              {ready.more ? 'Загружаем…' : 'Показать ещё'}
            </Button>
          )}
        </>
      )}
    </MemorialSection>
  );
}
