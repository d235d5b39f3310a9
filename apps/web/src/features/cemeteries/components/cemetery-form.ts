import {
  CEMETERY_MSG,
  type Cemetery,
  type CemeteryBody,
  type GeoPoint,
  type Ring,
  ringProblem,
} from '@sp/shared/api/cemeteries';
import { MSG } from '@sp/shared/validation/messages';
import { isEmail } from '@sp/shared/validation/patterns';
import { ringCentroid } from '../../../components/map/geometry';

export type Named = { id: number; name: string };

/** The editor's fields as typed; the outline and the centre as drawn on the map. */
export type CemeteryDraft = {
  name: string;
  city: Named | null;
  address: string;
  opening_hours: string;
  phone: string;
  email: string;
  /** the governing municipal organisation; its name is '' when only its id was typed */
  municipal: Named | null;
  outline: Ring | null;
  /** null: the outline's centroid is taken */
  center: GeoPoint | null;
};

export const EMPTY_CEMETERY: CemeteryDraft = {
  name: '',
  city: null,
  address: '',
  opening_hours: '',
  phone: '',
  email: '',
  municipal: null,
  outline: null,
  center: null,
};

export const NO_PLACE = 'Отметьте на карте контур кладбища или его центр';

export function draftOf(cemetery: Cemetery): CemeteryDraft {
  return {
    name: cemetery.name,
    city: cemetery.city,
    address: cemetery.address,
    opening_hours: cemetery.opening_hours,
    phone: cemetery.phone,
    email: cemetery.email,
    municipal: cemetery.municipal_company,
    outline: cemetery.outline,
    center: cemetery.center,
  };
}

/** The centre the cemetery gets: the one placed on the map, else the middle of its outline. */
export function centerOf(draft: Pick<CemeteryDraft, 'outline' | 'center'>): GeoPoint | null {
  return draft.center ?? (draft.outline ? ringCentroid(draft.outline) : null);
}

/** Whether two drafts say the same (the editor's changes against what it opened with). */
export function sameDraft(a: CemeteryDraft, b: CemeteryDraft): boolean {
  const key = (draft: CemeteryDraft) =>
    JSON.stringify([
      draft.name,
      draft.city?.id ?? null,
      draft.address,
      draft.opening_hours,
      draft.phone,
      draft.email,
      draft.municipal?.id ?? null,
      draft.outline,
      draft.center,
    ]);
  return key(a) === key(b);
}

/** What is wrong before asking the server, by the body's field names (the server checks everything again). */
export function draftProblems(draft: CemeteryDraft): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const name = draft.name.trim();
  if (name.length < 2 || name.length > 200) problems.name = [CEMETERY_MSG.name];
  if (draft.email.trim() && !isEmail(draft.email)) problems.email = [MSG.emailFormat];
  const outline = draft.outline ? ringProblem(draft.outline) : null;
  if (outline) problems.outline = [outline];
  if (!centerOf(draft)) problems.center = [NO_PLACE];
  return problems;
}

/** The body of POST/PUT /api/cemeteries/cemeteries/ (call after draftProblems found nothing). */
export function bodyOf(draft: CemeteryDraft): CemeteryBody {
  const center = centerOf(draft);
  if (!center) throw new Error(NO_PLACE);
  return {
    name: draft.name.trim(),
    city_id: draft.city?.id ?? null,
    address: draft.address.trim(),
    outline: draft.outline,
    center,
    opening_hours: draft.opening_hours.trim(),
    phone: draft.phone.trim(),
    email: draft.email.trim(),
    municipal_company_id: draft.municipal?.id ?? null,
  };
}
