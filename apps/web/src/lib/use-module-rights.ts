import { GUEST, hasModuleLevel, isReadOnly } from '@sp/shared/permissions/check';
import type { Module } from '@sp/shared/permissions/modules';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { actorOf } from './actor';
import { useSession } from './session-store';

export type ModuleRights = {
  /** level 3 only: dialogs open read-only, no edit actions (SPEC §6) */
  readOnly: boolean;
  /** level 2 or wider: create and edit */
  canEdit: boolean;
  /** level 1: delete */
  canDelete: boolean;
  /** the company owner (user_type 2), for the owner-only actions */
  isOwner: boolean;
};

/** What the signed-in person may do on a module, by the same rule the server checks. */
export function useModuleRights(module: Module): ModuleRights {
  const session = useSession();
  const actor = actorOf(session) ?? GUEST;
  return {
    readOnly: isReadOnly(actor, module),
    canEdit: hasModuleLevel(actor, module, 2),
    canDelete: hasModuleLevel(actor, module, 1),
    isOwner: actor.userType === USER_TYPE.company,
  };
}
