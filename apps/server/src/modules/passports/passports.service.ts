import { createBurialPassports } from './burial-passports';
import { createPassportComments } from './passport-comments';
import { createPassportDecisions } from './passport-decisions';
import { createPassportFiles } from './passport-files';
import { createPassportRequestLists } from './passport-request-lists';
import { createPassportRequests } from './passport-requests';
import type { PassportsDeps } from './passports.common';

export type { ApplicantScope, MunicipalScope } from './passports.common';

/**
 * Burial passports and their requests (issue 15 §3). A request goes to the municipal organisation governing the
 * grave's cemetery: the applicant asks (passport-requests), the organisation decides and issues the numbers
 * (passport-decisions); both read the requests (passport-request-lists), their files (passport-files) and their
 * comments (passport-comments), and the passports issued (burial-passports).
 */
export function createPassportsService(deps: PassportsDeps) {
  return {
    ...createPassportRequests(deps),
    ...createPassportFiles(deps),
    ...createPassportRequestLists(deps.db),
    ...createPassportDecisions(deps.db),
    ...createPassportComments(deps.db),
    ...createBurialPassports(deps),
  };
}

export type PassportsService = ReturnType<typeof createPassportsService>;
