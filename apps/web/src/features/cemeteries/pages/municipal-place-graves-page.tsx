import { PlaceGravesPage } from './admin-place-graves-page';

/**
 * /app/place-graves «Могилы» (not in SPEC §2, issue 15 §1): the graves of the cemeteries the municipal organisation
 * governs on the administrator's map, where the proposed ones («не подтверждено») are confirmed or removed.
 */
export function MunicipalPlaceGravesPage() {
  return <PlaceGravesPage scope="municipal" />;
}
