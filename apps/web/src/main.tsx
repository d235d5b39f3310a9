import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { Providers } from './app/providers';
import { bootSession } from './lib/session-actions';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

void bootSession();

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppRoot />
    </Providers>
  </StrictMode>,
);
