import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { actorOf } from '../../../lib/actor';
import { useSession } from '../../../lib/session-store';

/** Whom the caller asks for: a company (its deal's deceased) or a family (its own persons). */
export type ApplicantKind = 'company' | 'family';

/** A company's staff outside user mode ask for their company; everyone else for their own account. */
export function useApplicantKind(): ApplicantKind {
  const actor = actorOf(useSession());
  return actor?.userType === USER_TYPE.company || actor?.userType === USER_TYPE.manager
    ? 'company'
    : 'family';
}

/** The applicant's pages are named as the sidebar names them: a family's are its passport requests and passports. */
export const APPLICANT_TITLES: Record<ApplicantKind, { requests: string; passports: string }> = {
  company: { requests: 'Мои заявки', passports: 'Список паспортов' },
  family: { requests: 'Заявки на паспорта', passports: 'Паспорта захоронений' },
};
