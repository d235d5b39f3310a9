import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { PageHeader } from '../../../components/page-header';
import { RouterLink as Link } from '../../../lib/router-link';
import { useModuleRights } from '../../../lib/use-module-rights';
import { EmployeesTable } from '../components/employees-table';

/** /app/employees: the company's people and their roles. */
export function EmployeesPage() {
  const rights = useModuleRights('manager');
  return (
    <Box>
      <PageHeader
        title="Сотрудники"
        actions={
          rights.canEdit && (
            <Button
              component={Link}
              to={paths.employeeInvitations()}
              variant="contained"
              startIcon={<PersonAddAlt />}
            >
              Пригласить
            </Button>
          )
        }
      />
      <EmployeesTable />
    </Box>
  );
}
