import { CemeteriesPage } from './admin-cemeteries-page';

/**
 * /app/cemeteries «Кладбища» (not in SPEC §2, issue 15 §1): the cemeteries the municipal organisation governs, in
 * the administrator's editor without what only an administrator changes (adding, deleting, who governs).
 */
export function MunicipalCemeteriesPage() {
  return <CemeteriesPage scope="municipal" />;
}
