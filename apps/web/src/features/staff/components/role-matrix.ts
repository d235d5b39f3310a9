import { COMPANY_MODULES } from '@sp/shared/api/staff';
import type { Level, Module, ModuleLevels } from '@sp/shared/permissions/modules';

/** One cell choice per module: no access, or a level (1 full, 2 read-write, 3 read-only). */
export type LevelChoice = 'none' | `${Level}`;
export type LevelMatrix = Record<string, LevelChoice>;

/** The matrix's columns, narrowest right first as a person reads them. */
export const LEVEL_COLUMNS: readonly LevelChoice[] = ['none', '3', '2', '1'];

export function matrixOf(modules: ModuleLevels): LevelMatrix {
  return Object.fromEntries(
    COMPANY_MODULES.map((module) => {
      const level = modules[module];
      return [module, level === undefined ? 'none' : (String(level) as LevelChoice)];
    }),
  );
}

/** The role's `modules` body: only the modules given some access, as numbers. */
export function modulesOf(matrix: LevelMatrix): ModuleLevels {
  const modules: ModuleLevels = {};
  for (const module of COMPANY_MODULES) {
    const choice = matrix[module];
    if (choice && choice !== 'none') modules[module as Module] = Number(choice) as Level;
  }
  return modules;
}
