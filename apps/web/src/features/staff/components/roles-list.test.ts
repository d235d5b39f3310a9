import { COMPANY_MODULES } from '@sp/shared/api/staff';
import type { Level, Module } from '@sp/shared/permissions/modules';
import { describe, expect, it } from 'vitest';
import { membersText, sameLevelEverywhere } from './roles-list';

const all = (level: Level) => COMPANY_MODULES.map((module) => [module as Module, level] as [Module, Level]);

describe('roles list texts', () => {
  it('reads a role with one level on every module as one line', () => {
    expect(sameLevelEverywhere(all(1))).toBe(true);
    expect(sameLevelEverywhere([...all(1).slice(1), [COMPANY_MODULES[0] as Module, 3]])).toBe(false);
    expect(sameLevelEverywhere(all(2).slice(1))).toBe(false);
  });

  it('counts holders with the Russian plural', () => {
    expect(membersText(1)).toMatch(/1 сотрудник$/);
    expect(membersText(3)).toMatch(/3 сотрудника$/);
    expect(membersText(11)).toMatch(/11 сотрудников$/);
  });
});
