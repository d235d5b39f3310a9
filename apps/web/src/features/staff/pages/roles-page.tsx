import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CompanyRole } from '@sp/shared/api/staff';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useModuleRights } from '../../../lib/use-module-rights';
import { RoleEditorDialog } from '../components/role-editor-dialog';
import { RolesList } from '../components/roles-list';

type Editing = { role: CompanyRole | null } | null;

/** /app/employees/roles: the company's roles, edited as a table of modules × level. */
export function RolesPage() {
  const rights = useModuleRights('manager');
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <Box>
      <PageHeader
        title="Роли"
        actions={
          rights.canEdit && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ role: null })}>
              Новая роль
            </Button>
          )
        }
      />
      <RolesList
        rights={rights}
        onOpen={(role) => setEditing({ role })}
        onAdd={() => setEditing({ role: null })}
      />
      {editing && (
        <RoleEditorDialog
          key={editing.role?.id ?? 'new'}
          current={editing.role}
          readOnly={!rights.canEdit}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
