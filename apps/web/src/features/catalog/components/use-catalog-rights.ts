import { type ModuleRights, useModuleRights } from '../../../lib/use-module-rights';

/** Rights on the catalog (module «services»): read-only viewers get read-only dialogs (SPEC §6). */
export function useCatalogRights(): ModuleRights {
  return useModuleRights('services');
}
