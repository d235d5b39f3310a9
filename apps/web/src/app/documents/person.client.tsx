import type { PublicMemoryPage } from '@sp/shared/api/memory-pages';
import * as paths from '@sp/shared/routes/paths';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PersonDocument } from './person-document';

// the page's data is in the HTML (the server rendered the page from it)
const root = document.getElementById('root');
const data = document.getElementById('page-data')?.textContent;
if (!root || !data) throw new Error('No rendered page to hydrate');
const page = JSON.parse(data) as PublicMemoryPage;

hydrateRoot(
  root,
  <StrictMode>
    <PersonDocument page={page} shareUrl={`${window.location.origin}${paths.person(page.id)}`} />
  </StrictMode>,
);
