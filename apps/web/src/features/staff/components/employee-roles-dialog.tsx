import type { Employee } from '@sp/shared/api/staff';
import { useState } from 'react';
import { personName } from '../../../components/employees/people';
import { GenericDialog } from '../../../components/generic-dialog';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useRoles } from '../api/roles';
import { useUpdateEmployeeRoles } from '../api/update-employee-roles';
import { RoleCheckboxes } from './role-checkboxes';

type EmployeeRolesDialogProps = { employee: Employee; readOnly: boolean; onClose: () => void };

/** The employee's roles as checkboxes; saving replaces them (PUT managers/{id}/). */
export function EmployeeRolesDialog({ employee, readOnly, onClose }: EmployeeRolesDialogProps) {
  const roles = useRoles();
  const update = useUpdateEmployeeRoles();
  const [roleIds, setRoleIds] = useState<number[]>(employee.roles.map((role) => role.id));

  const handleSave = () =>
    update.mutate(
      { id: employee.id, roleIds },
      {
        onSuccess: () => {
          snackbar.success('Роли сотрудника сохранены');
          onClose();
        },
        onError: (error) => snackbar.error(errorText(error)),
      },
    );

  return (
    <GenericDialog
      open
      title={`Роли сотрудника: ${personName(employee)}`}
      readOnly={readOnly}
      onClose={onClose}
      onSave={handleSave}
      busy={update.isPending}
    >
      <RoleCheckboxes
        roles={roles.data?.results}
        loading={roles.isPending}
        error={roles.error}
        value={roleIds}
        onChange={setRoleIds}
        disabled={readOnly}
      />
    </GenericDialog>
  );
}
