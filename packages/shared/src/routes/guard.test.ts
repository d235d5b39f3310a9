import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/check';
import type { CompanyType } from '../permissions/company-types';
import type { ModuleLevels } from '../permissions/modules';
import { USER_TYPE, type UserType } from '../permissions/user-types';
import { canOpen, FORBIDDEN_PATH, guardDecision, HOME_PATH, loginRedirect } from './guard';
import { ROUTES } from './route-table';

const actor = (
  userType: UserType,
  companyType: CompanyType | null = null,
  roles: ModuleLevels[] = [],
): Actor => ({
  userType,
  companyType,
  roles: roles.map((modules) => ({ modules })),
});

const user = actor(USER_TYPE.user);
const owner = actor(USER_TYPE.company, 'REGULAR');
const dealer = actor(USER_TYPE.company, 'DEALER');
const municipal = actor(USER_TYPE.company, 'MUNICIPAL');
const viewer = actor(USER_TYPE.manager, 'REGULAR', [{ orders: 3 }]);
const admin = actor(USER_TYPE.admin);

const target = (path: string, who: Actor | null, search = '') => {
  const decision = guardDecision(path, search, who);
  return decision.kind === 'redirect' ? decision.to : 'allow';
};

describe('guardDecision (SPEC §4)', () => {
  it('a guest on /app or /admin goes to the login form and comes back', () => {
    expect(target('/app/orders', null, '?page=2')).toBe(
      '/auth?plan=login&redirect=%2Fapp%2Forders%3Fpage%3D2',
    );
    expect(target('/admin/bugs', null)).toBe(loginRedirect('/admin/bugs'));
    expect(target('/app/unknown-page', null)).toBe(loginRedirect('/app/unknown-page'));
    expect(loginRedirect('/app/dashboard')).toBe('/auth?plan=login&redirect=%2Fapp%2Fdashboard');
  });

  it('a guest may open the landing, /auth and public pages', () => {
    for (const path of ['/', '/auth', '/info/agreement', '/company/3', '/errors/403', '/nowhere']) {
      expect(target(path, null), path).toBe('allow');
    }
  });

  it('a signed-in account on / or /auth goes to the dashboard', () => {
    for (const who of [user, owner, viewer, admin]) {
      expect(target('/', who)).toBe(HOME_PATH);
      expect(target('/auth', who)).toBe(HOME_PATH);
      expect(target('/auth/', who)).toBe(HOME_PATH);
    }
  });

  it('/app/auth goes to /auth for everyone', () => {
    expect(target('/app/auth', null)).toBe('/auth');
    expect(target('/app/auth', owner)).toBe('/auth');
  });

  it('a viewer with read-only orders gets 403 on /app/employees but opens orders', () => {
    expect(target('/app/employees', viewer)).toBe(FORBIDDEN_PATH);
    expect(target('/app/orders', viewer)).toBe('allow');
    expect(target('/app/orders/create', viewer)).toBe(FORBIDDEN_PATH);
    expect(target('/app/dashboard', viewer)).toBe('allow');
    expect(target('/app/employees', owner)).toBe('allow');
    expect(target('/app/employees', actor(USER_TYPE.manager, 'REGULAR', [{ manager: 3 }]))).toBe('allow');
  });

  it('dealer-only pages need a DEALER company', () => {
    expect(target('/app/dealer/partners', dealer)).toBe('allow');
    for (const who of [owner, municipal, user, admin]) {
      expect(target('/app/dealer/partners', who)).toBe(FORBIDDEN_PATH);
    }
  });

  it('municipal-only pages need a MUNICIPAL company', () => {
    expect(target('/app/serial-number/passports-view', municipal)).toBe('allow');
    for (const who of [owner, dealer, user]) {
      expect(target('/app/serial-number/passports-view/5', who)).toBe(FORBIDDEN_PATH);
    }
  });

  it('a municipal organisation’s cemeteries and graves need it and «Паспорта захоронений» read-write', () => {
    const clerk = actor(USER_TYPE.manager, 'MUNICIPAL', [{ serial_number: 2 }]);
    const reader = actor(USER_TYPE.manager, 'MUNICIPAL', [{ serial_number: 3 }]);
    for (const path of ['/app/cemeteries', '/app/place-graves']) {
      for (const who of [municipal, clerk]) expect(target(path, who), path).toBe('allow');
      // the administrator has /admin/cemeteries and /admin/place-graves
      for (const who of [reader, owner, dealer, user, admin, viewer])
        expect(target(path, who), path).toBe(FORBIDDEN_PATH);
    }
  });

  it("a family opens its own passport pages, not the organisation's", () => {
    expect(target('/app/serial-number/request-list/3', user)).toBe('allow');
    expect(target('/app/serial-number/passports-list', user)).toBe('allow');
    expect(target('/app/serial-number/request-view', user)).toBe(FORBIDDEN_PATH);
  });

  it('administrator pages are for administrators; user pages for users', () => {
    expect(target('/admin/bugs', admin)).toBe('allow');
    for (const who of [user, owner, viewer]) expect(target('/admin/bugs/3', who)).toBe(FORBIDDEN_PATH);
    expect(target('/app/history-orders', user)).toBe('allow');
    expect(target('/app/history-orders', owner)).toBe(FORBIDDEN_PATH);
    expect(target('/app/profile-company', user)).toBe(FORBIDDEN_PATH);
    expect(target('/app/profile-company', viewer)).toBe('allow');
  });

  it('unknown pages are left to the error page', () => {
    expect(guardDecision('/app/nothing-here', '', owner)).toEqual({ kind: 'allow', route: null });
  });
});

describe('canOpen', () => {
  it('public routes open for everyone, guest routes for nobody signed in', () => {
    for (const route of ROUTES) {
      if (route.audience === 'public') expect(canOpen(admin, route)).toBe(true);
      if (route.audience === 'guest') expect(canOpen(user, route)).toBe(false);
    }
  });

  it('an owner of a regular company opens every staff page that needs no special company type', () => {
    for (const route of ROUTES) {
      if (route.audience !== 'auth' || !route.userTypes?.includes(USER_TYPE.company)) continue;
      expect(canOpen(owner, route), route.path).toBe(
        !route.companyTypes || route.companyTypes.includes('REGULAR'),
      );
    }
  });
});
