import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef } from 'react';
import { API_BASE_URL } from '../../lib/api-base';
import { snackbar } from '../../lib/snackbar-store';
import { usePublicConfig } from './public-config';
import { loadRecaptcha, RECAPTCHA_ERROR } from './recaptcha';

type CaptchaFieldProps = { onChange: (payload: string | undefined) => void };

type StateEvent = CustomEvent<{ state?: string; payload?: string }>;

/**
 * The anti-bot check the server asks for: the ALTCHA widget (loaded only when needed) when the server's
 * provider is altcha, nothing when it is none. The solved payload goes out as `captcha`. For reCAPTCHA v3
 * it loads Google's script (see use-captcha for the token) and says 'ReCaptcha error' when it cannot.
 */
export function CaptchaField({ onChange }: CaptchaFieldProps) {
  const config = usePublicConfig();
  const holder = useRef<HTMLDivElement>(null);
  const provider = config.data?.captcha_provider;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const siteKey = config.data?.recaptcha_site_key;
  useEffect(() => {
    // reCAPTCHA v3 has nothing to show: load it now so the submission does not wait for it
    if (provider !== 'recaptcha') return;
    if (!siteKey) return snackbar.error(RECAPTCHA_ERROR);
    loadRecaptcha(siteKey).catch(() => snackbar.error(RECAPTCHA_ERROR));
  }, [provider, siteKey]);

  useEffect(() => {
    if (provider !== 'altcha' || !holder.current) return;
    let cancelled = false;
    const target = holder.current;
    const widget = document.createElement('altcha-widget');
    const url = `${API_BASE_URL}/api/captcha/`;
    widget.setAttribute('challengeurl', url);
    widget.setAttribute('challenge', url);
    widget.setAttribute('language', 'ru');
    // it starts solving as soon as it appears, which is when the person begins to fill the form in
    widget.setAttribute('auto', 'onload');
    const handleState = (event: Event) => {
      const detail = (event as StateEvent).detail;
      onChangeRef.current(detail?.state === 'verified' ? detail.payload : undefined);
    };
    widget.addEventListener('statechange', handleState);
    // The widget (a third of the page's script) loads when the person starts filling the form in,
    // not with the page: a visitor who only looks downloads none of it.
    const scope: HTMLElement = target.closest('form') ?? target;
    const load = () => {
      stopWaiting();
      void Promise.all([import('altcha'), import('altcha/i18n/ru').catch(() => undefined)]).then(() => {
        if (!cancelled) target.appendChild(widget);
      });
    };
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const stopWaiting = () => {
      for (const name of events) scope.removeEventListener(name, load);
    };
    for (const name of events) scope.addEventListener(name, load);
    if (scope.contains(document.activeElement) && document.activeElement !== document.body) load();
    return () => {
      cancelled = true;
      stopWaiting();
      widget.removeEventListener('statechange', handleState);
      widget.remove();
    };
  }, [provider]);

  if (config.isPending) return <Skeleton variant="rounded" height={56} />;
  if (provider !== 'altcha') return null;
  return (
    <Box ref={holder} sx={{ minHeight: 8, '& altcha-widget': { display: 'block', maxWidth: '100%' } }} />
  );
}
