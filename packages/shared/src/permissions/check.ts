import type { CompanyType } from './company-types';
import type { Level, Module, ModuleLevels } from './modules';
import { USER_TYPE, type UserType } from './user-types';

export type RoleGrant = { modules: ModuleLevels };

export type Actor = {
  userType: UserType;
  companyType: CompanyType | null;
  roles: readonly RoleGrant[];
};

export const GUEST: Actor = { userType: USER_TYPE.guest, companyType: null, roles: [] };

/**
 * SPEC §6: users, company owners and administrators hold every permission. An employee holds a level
 * when one of their roles has the module with a value equal to or numerically lower than it. Everyone
 * else is denied.
 */
export function hasModuleLevel(actor: Actor, module: Module, level: Level): boolean {
  switch (actor.userType) {
    case USER_TYPE.user:
    case USER_TYPE.company:
    case USER_TYPE.admin:
      return true;
    case USER_TYPE.manager:
      return actor.roles.some((role) => {
        const granted = role.modules[module];
        return granted !== undefined && granted <= level;
      });
    default:
      return false;
  }
}

/** The widest level an actor holds on a module, or null when none; owners and users hold level 1. */
export function moduleLevelOf(actor: Actor, module: Module): Level | null {
  for (const level of [1, 2, 3] as const) {
    if (hasModuleLevel(actor, module, level)) return level;
  }
  return null;
}

/** Read-only users get dialogs in read-only mode (SPEC §6). */
export function isReadOnly(actor: Actor, module: Module): boolean {
  return moduleLevelOf(actor, module) === 3;
}

export type AccessRule = {
  userTypes?: readonly UserType[];
  companyTypes?: readonly CompanyType[];
  module?: Module;
  level?: Level;
};

/** The one check behind both the page guard and the API guard. */
export function satisfiesRule(actor: Actor, rule: AccessRule): boolean {
  if (rule.userTypes && !rule.userTypes.includes(actor.userType)) return false;
  if (rule.companyTypes && (actor.companyType === null || !rule.companyTypes.includes(actor.companyType))) {
    return false;
  }
  if (rule.module && !hasModuleLevel(actor, rule.module, rule.level ?? 3)) return false;
  return true;
}
