import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { Providers } from './app/providers';
import { routeErrorStatus } from './lib/route-id';
import { bootSession } from './lib/session-actions';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

void bootSession();

createRoot(container, {
  // a page that names nothing throws NOT_FOUND for the error page to show: that is not a failure to report
  onCaughtError: (error, info) => {
    if (routeErrorStatus(error) === 500) console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <Providers>
      <AppRoot />
    </Providers>
  </StrictMode>,
);
