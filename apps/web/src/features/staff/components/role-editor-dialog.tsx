import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { COMPANY_MODULES, type CompanyRole, roleBodySchema } from '@sp/shared/api/staff';
import { type Actor, hasModuleLevel } from '@sp/shared/permissions/check';
import { LEVEL_LABELS, type Level, MODULE_LABELS, type Module } from '@sp/shared/permissions/modules';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { GenericDialog } from '../../../components/generic-dialog';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { actorOf } from '../../../lib/actor';
import { ApiError, errorText } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { useSaveRole } from '../api/save-role';
import { LEVEL_COLUMNS, type LevelChoice, type LevelMatrix, matrixOf, modulesOf } from './role-matrix';

const nameSchema = roleBodySchema.pick({ name: true });
type NameValues = { name: string };

const COLUMN_LABELS: Record<LevelChoice, string> = {
  none: 'Нет доступа',
  '3': LEVEL_LABELS[3],
  '2': LEVEL_LABELS[2],
  '1': LEVEL_LABELS[1],
};

/** Column headings on a phone, where the full ones do not fit; explained above the table. */
const SHORT_LABELS: Record<LevelChoice, string> = {
  none: 'Нет',
  '3': 'Чтение',
  '2': 'Запись',
  '1': 'Полный',
};

/** An employee may give only the levels they hold (the server refuses the rest); the owner gives any. */
function offered(actor: Actor | null, module: Module, choice: LevelChoice): boolean {
  if (choice === 'none' || actor?.userType !== USER_TYPE.manager) return true;
  return hasModuleLevel(actor, module, Number(choice) as Level);
}

type RoleEditorDialogProps = {
  /** the role to edit; null creates a new one */
  current: CompanyRole | null;
  readOnly: boolean;
  onClose: () => void;
};

/** A role's name and its rights as a table of modules × level, one radio choice per module. */
export function RoleEditorDialog({ current: role, readOnly, onClose }: RoleEditorDialogProps) {
  const form = useForm<NameValues>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: role?.name ?? '' },
  });
  useTimedErrors(form);
  const [matrix, setMatrix] = useState<LevelMatrix>(() => matrixOf(role?.modules ?? {}));
  const save = useSaveRole();
  const actor = actorOf(useSession());
  const compact = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const headings = compact ? SHORT_LABELS : COLUMN_LABELS;

  const handleSave = form.handleSubmit((values) =>
    save.mutate(
      { id: role?.id ?? null, body: { name: values.name, modules: modulesOf(matrix) } },
      {
        onSuccess: () => {
          snackbar.success(role ? 'Роль сохранена' : 'Роль создана');
          onClose();
        },
        onError: (error) => {
          const nameErrors = error instanceof ApiError ? error.fields.name : undefined;
          if (nameErrors?.length) form.setError('name', { message: nameErrors.join(' ') });
          snackbar.error(errorText(error));
        },
      },
    ),
  );

  const title = role ? (readOnly ? `Роль «${role.name}»` : 'Изменить роль') : 'Новая роль';
  return (
    <GenericDialog
      open
      title={title}
      readOnly={readOnly}
      onClose={onClose}
      onSave={() => void handleSave()}
      busy={save.isPending}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label="Название роли" disabled={readOnly} />
        {compact && (
          <Typography variant="body2" color="text.secondary">
            Нет — нет доступа, Чтение — только чтение, Запись — чтение и запись, Полный — полный доступ.
          </Typography>
        )}
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table
            size="small"
            aria-label="Права роли по разделам"
            sx={{
              '& td, & th': { px: { xs: 0.25, sm: 1.5 } },
              '& .MuiRadio-root': { p: { xs: 0.5, sm: 1 } },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 500 }}>Раздел</TableCell>
                {LEVEL_COLUMNS.map((choice) => (
                  <TableCell
                    key={choice}
                    align="center"
                    sx={{ fontWeight: 500, fontSize: { xs: 12, sm: 14 } }}
                  >
                    {headings[choice]}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {COMPANY_MODULES.map((module) => {
                const label = MODULE_LABELS[module as Module];
                return (
                  <TableRow key={module} hover>
                    <TableCell component="th" scope="row" sx={{ fontSize: { xs: 13, sm: 14 } }}>
                      {label}
                    </TableCell>
                    {LEVEL_COLUMNS.map((choice) => (
                      <TableCell key={choice} align="center" padding="none">
                        <Box sx={{ display: 'grid', placeItems: 'center' }}>
                          <Radio
                            size="small"
                            name={`level-${module}`}
                            value={choice}
                            checked={matrix[module] === choice}
                            disabled={readOnly || !offered(actor, module as Module, choice)}
                            onChange={() => setMatrix((current) => ({ ...current, [module]: choice }))}
                            slotProps={{ input: { 'aria-label': `${label}: ${COLUMN_LABELS[choice]}` } }}
                          />
                        </Box>
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>
    </GenericDialog>
  );
}
