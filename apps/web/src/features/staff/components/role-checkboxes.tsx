import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { CompanyRole } from '@sp/shared/api/staff';
import { PageState } from '../../../components/page-state';

type RoleCheckboxesProps = {
  roles: readonly Pick<CompanyRole, 'id' | 'name'>[] | undefined;
  loading?: boolean;
  error?: unknown;
  value: readonly number[];
  onChange: (next: number[]) => void;
  disabled?: boolean;
  label?: string;
  helperText?: string;
};

/** The company's roles as labelled checkboxes in a fieldset. */
export function RoleCheckboxes({
  roles,
  loading = false,
  error,
  value,
  onChange,
  disabled = false,
  label = 'Роли',
  helperText,
}: RoleCheckboxesProps) {
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((roleId) => roleId !== id));
  return (
    <FormControl component="fieldset" variant="standard" error={Boolean(helperText)} sx={{ width: '100%' }}>
      <FormLabel component="legend">{label}</FormLabel>
      {loading && <PageState kind="loading" />}
      {Boolean(error) && <PageState kind="error" error={error} />}
      {roles?.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          В компании ещё нет ролей. Их создают в разделе «Роли».
        </Typography>
      )}
      <FormGroup>
        {roles?.map((role) => (
          <FormControlLabel
            key={role.id}
            label={role.name}
            disabled={disabled}
            control={
              <Checkbox
                checked={value.includes(role.id)}
                onChange={(event) => toggle(role.id, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}
