import { describe, expect, it } from 'vitest';
import { type Actor, GUEST, hasModuleLevel, isReadOnly, moduleLevelOf, satisfiesRule } from './check';
import { COMPANY_TYPES, type CompanyType } from './company-types';
import { LEVELS, MODULES, type ModuleLevels } from './modules';
import { USER_TYPE, type UserType } from './user-types';

const ALL_TYPES: UserType[] = [0, 1, 2, 3, 4];
const actor = (
  userType: UserType,
  roles: ModuleLevels[] = [],
  companyType: CompanyType | null = null,
): Actor => ({
  userType,
  companyType,
  roles: roles.map((modules) => ({ modules })),
});

describe('hasModuleLevel', () => {
  it('users, company owners and administrators hold every level of every module', () => {
    for (const userType of [USER_TYPE.user, USER_TYPE.company, USER_TYPE.admin]) {
      for (const module of MODULES) {
        for (const level of LEVELS) {
          expect(hasModuleLevel(actor(userType), module, level), `${userType} ${module} ${level}`).toBe(true);
        }
      }
    }
  });

  it('a guest holds nothing, even with roles attached', () => {
    for (const module of MODULES) {
      for (const level of LEVELS) {
        expect(hasModuleLevel(GUEST, module, level)).toBe(false);
        expect(hasModuleLevel(actor(USER_TYPE.guest, [{ [module]: 1 }]), module, level)).toBe(false);
      }
    }
  });

  it('an employee holds a requested level when a role grants it or a wider one (every pair)', () => {
    for (const module of MODULES) {
      for (const granted of LEVELS) {
        for (const requested of LEVELS) {
          const employee = actor(USER_TYPE.manager, [{ [module]: granted }]);
          expect(
            hasModuleLevel(employee, module, requested),
            `${module} granted ${granted} asked ${requested}`,
          ).toBe(granted <= requested);
        }
      }
    }
  });

  it('an employee holds nothing on a module no role names, or with no roles', () => {
    for (const level of LEVELS) {
      expect(hasModuleLevel(actor(USER_TYPE.manager), 'orders', level)).toBe(false);
      expect(hasModuleLevel(actor(USER_TYPE.manager, [{ stock: 1 }, { tasks: 1 }]), 'orders', level)).toBe(
        false,
      );
      expect(hasModuleLevel(actor(USER_TYPE.manager, [{}]), 'orders', level)).toBe(false);
    }
  });

  it('several roles: the widest grant wins', () => {
    const employee = actor(USER_TYPE.manager, [{ orders: 3, stock: 2 }, { orders: 1 }, { stock: 3 }]);
    expect(LEVELS.map((level) => hasModuleLevel(employee, 'orders', level))).toEqual([true, true, true]);
    expect(LEVELS.map((level) => hasModuleLevel(employee, 'stock', level))).toEqual([false, true, true]);
    expect(moduleLevelOf(employee, 'orders')).toBe(1);
    expect(moduleLevelOf(employee, 'stock')).toBe(2);
    expect(moduleLevelOf(employee, 'tasks')).toBeNull();
  });

  it('every user type × every granted level × every requested level', () => {
    for (const userType of ALL_TYPES) {
      for (const granted of LEVELS) {
        for (const requested of LEVELS) {
          const subject = actor(userType, [{ journal: granted }]);
          const expected =
            userType === 1 || userType === 2 || userType === 4
              ? true
              : userType === 3
                ? granted <= requested
                : false;
          expect(hasModuleLevel(subject, 'journal', requested), `${userType}/${granted}/${requested}`).toBe(
            expected,
          );
        }
      }
    }
  });
});

describe('moduleLevelOf and isReadOnly', () => {
  it('owners read as full; a read-only employee reads as read-only', () => {
    expect(moduleLevelOf(actor(USER_TYPE.company), 'orders')).toBe(1);
    expect(moduleLevelOf(GUEST, 'orders')).toBeNull();
    expect(isReadOnly(actor(USER_TYPE.manager, [{ orders: 3 }]), 'orders')).toBe(true);
    expect(isReadOnly(actor(USER_TYPE.manager, [{ orders: 2 }]), 'orders')).toBe(false);
    expect(isReadOnly(actor(USER_TYPE.manager), 'orders')).toBe(false);
    expect(isReadOnly(actor(USER_TYPE.company), 'orders')).toBe(false);
  });
});

describe('satisfiesRule', () => {
  it('an empty rule lets everyone in, the guest too', () => {
    for (const userType of ALL_TYPES) expect(satisfiesRule(actor(userType), {})).toBe(true);
  });

  it('checks user types', () => {
    const rule = { userTypes: [USER_TYPE.company, USER_TYPE.manager] };
    expect(ALL_TYPES.map((userType) => satisfiesRule(actor(userType, [{ orders: 1 }]), rule))).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('checks company types: no company fails', () => {
    const rule = { companyTypes: ['DEALER'] as const };
    for (const companyType of COMPANY_TYPES) {
      expect(satisfiesRule(actor(USER_TYPE.company, [], companyType), rule)).toBe(companyType === 'DEALER');
    }
    expect(satisfiesRule(actor(USER_TYPE.company, [], null), rule)).toBe(false);
    expect(satisfiesRule(actor(USER_TYPE.admin, [], null), rule)).toBe(false);
  });

  it('checks the module at the given level, read-only by default', () => {
    const viewer = actor(USER_TYPE.manager, [{ orders: 3 }], 'REGULAR');
    expect(satisfiesRule(viewer, { module: 'orders' })).toBe(true);
    expect(satisfiesRule(viewer, { module: 'orders', level: 3 })).toBe(true);
    expect(satisfiesRule(viewer, { module: 'orders', level: 2 })).toBe(false);
    expect(satisfiesRule(viewer, { module: 'orders', level: 1 })).toBe(false);
    expect(satisfiesRule(viewer, { module: 'companies' })).toBe(false);
    expect(satisfiesRule(actor(USER_TYPE.company, [], 'REGULAR'), { module: 'companies', level: 1 })).toBe(
      true,
    );
  });

  it('all parts must hold together', () => {
    const rule = {
      userTypes: [USER_TYPE.manager],
      companyTypes: ['MUNICIPAL'] as const,
      module: 'serial_number' as const,
      level: 2 as const,
    };
    expect(satisfiesRule(actor(USER_TYPE.manager, [{ serial_number: 2 }], 'MUNICIPAL'), rule)).toBe(true);
    expect(satisfiesRule(actor(USER_TYPE.manager, [{ serial_number: 2 }], 'REGULAR'), rule)).toBe(false);
    expect(satisfiesRule(actor(USER_TYPE.manager, [{ serial_number: 3 }], 'MUNICIPAL'), rule)).toBe(false);
    expect(satisfiesRule(actor(USER_TYPE.company, [], 'MUNICIPAL'), rule)).toBe(false);
  });
});
