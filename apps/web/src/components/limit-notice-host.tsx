import { lazy, Suspense, useState } from 'react';
import { useLimitNotice } from '../lib/limit-notice';

const LimitNoticeView = lazy(() =>
  import('./limit-notice-view').then((m) => ({ default: m.LimitNoticeView })),
);

/** Shows a tariff limit the server answered with 402; the dialog itself loads with the first one. */
export function LimitNoticeHost() {
  const notice = useLimitNotice();
  const [needed, setNeeded] = useState(false);
  if (notice && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LimitNoticeView />
    </Suspense>
  );
}
