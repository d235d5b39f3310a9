import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MEMORY_VISIBILITIES,
  type MemoryVisibility,
  VISIBILITY_HINTS,
  VISIBILITY_LABELS,
} from '@sp/shared/api/memory-pages';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { mediaUrl } from '../../../lib/api-base';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { usePageSettings, useRenewLink } from '../api/page-settings';
import { useSaveMemoryPage } from '../api/save-memory-page';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    snackbar.success('Ссылка скопирована');
  } catch {
    snackbar.show(text);
  }
}

/** The page's address on this site (the server's public address may differ in development). */
function localAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${window.location.origin}${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

type SharingSectionProps = {
  pageId: number;
  visibility: MemoryVisibility;
  readOnly: boolean;
  /** an administrator hid the page: its visibility waits for the restore (the editor says why) */
  locked?: boolean;
};

/** Who may see the page, the address to share and the QR code for a plaque (PNG and SVG). */
export function SharingSection({ pageId, visibility, readOnly, locked = false }: SharingSectionProps) {
  const settings = usePageSettings(pageId);
  const save = useSaveMemoryPage(pageId);
  const renew = useRenewLink(pageId);
  const [renewing, setRenewing] = useState(false);
  // the choice shows in the same frame as the click, while it is saved and until the page read again shows it
  // (dropped when saved, it flipped back to the old choice for a moment)
  const [choosing, setChoosing] = useState<MemoryVisibility | null>(null);
  useEffect(() => {
    if (choosing === visibility) setChoosing(null);
  }, [choosing, visibility]);

  const change = (next: MemoryVisibility) => {
    setChoosing(next);
    save.mutate(
      { visibility: next },
      {
        onSuccess: () => snackbar.success(`Доступ: ${VISIBILITY_LABELS[next].toLowerCase()}`),
        onError: (error) => {
          snackbar.error(errorText(error));
          setChoosing(null);
        },
      },
    );
  };

  const data = settings.data;
  const address = data ? localAddress(data.qr_url) : '';
  const hasQr = visibility !== 'private';
  return (
    <Stack spacing={2.5}>
      <FormControl disabled={readOnly || locked || save.isPending}>
        <FormLabel id={`visibility-${pageId}`}>Кто видит страницу</FormLabel>
        <RadioGroup
          aria-labelledby={`visibility-${pageId}`}
          value={choosing ?? visibility}
          onChange={(event) => change(event.target.value as MemoryVisibility)}
        >
          {MEMORY_VISIBILITIES.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={
                <Box>
                  <Typography>{VISIBILITY_LABELS[value]}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {VISIBILITY_HINTS[value]}
                  </Typography>
                </Box>
              }
              sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.5 } }}
            />
          ))}
        </RadioGroup>
      </FormControl>

      {settings.isPending && <PageState kind="loading" />}
      {settings.isError && (
        <PageState kind="error" error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {data && (
        <>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {visibility === 'link' ? 'Ссылка для родных и друзей' : 'Адрес страницы'}
            </Typography>
            <Typography
              data-testid="page-address"
              sx={{ fontFamily: 'monospace', fontSize: '0.9rem', overflowWrap: 'anywhere', my: 0.5 }}
            >
              {address}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button size="small" startIcon={<ContentCopy />} onClick={() => void copy(address)}>
                Скопировать ссылку
              </Button>
              <Button
                size="small"
                component="a"
                href={address}
                target="_blank"
                rel="noopener"
                startIcon={<OpenInNew />}
              >
                Открыть страницу
              </Button>
              {visibility === 'link' && !readOnly && (
                <Button size="small" color="inherit" onClick={() => setRenewing(true)}>
                  Сменить ссылку
                </Button>
              )}
            </Box>
          </Box>
          {hasQr ? (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Box
                component="img"
                src={mediaUrl(data.qr_svg)}
                alt={`QR-код страницы: ${address}`}
                sx={{
                  width: 148,
                  height: 148,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: '#fff',
                }}
              />
              <Stack spacing={1} sx={{ flex: '1 1 180px' }}>
                <Typography variant="body2" color="text.secondary">
                  QR-код ведёт на эту страницу: его можно напечатать на табличке или памятнике.
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<Download />}
                    component="a"
                    href={mediaUrl(`${data.qr_png}${data.qr_png.includes('?') ? '&' : '?'}download=1`)}
                    download={`pamyat-${pageId}.png`}
                  >
                    QR-код PNG
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<Download />}
                    component="a"
                    href={mediaUrl(`${data.qr_svg}${data.qr_svg.includes('?') ? '&' : '?'}download=1`)}
                    download={`pamyat-${pageId}.svg`}
                  >
                    QR-код SVG
                  </Button>
                </Box>
              </Stack>
            </Box>
          ) : (
            <Alert severity="info">
              QR-код для таблички появится, когда страница будет открыта всем или по ссылке.
            </Alert>
          )}
        </>
      )}
      <ConfirmDialog
        open={renewing}
        text="Сменить ссылку? Старая ссылка и напечатанные с ней QR-коды перестанут открывать страницу."
        busy={renew.isPending}
        onCancel={() => setRenewing(false)}
        onConfirm={() =>
          renew.mutate(undefined, {
            onSuccess: () => {
              snackbar.success('Ссылка сменена');
              setRenewing(false);
            },
            onError: (error) => snackbar.error(errorText(error)),
          })
        }
      />
    </Stack>
  );
}
