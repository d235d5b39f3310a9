import Chip from '@mui/material/Chip';
import { ACCOUNT_STATUS_LABELS } from '@sp/shared/api/admin-profiles';

/** «Активен» or «Заблокирован». */
export function AccountStatusChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'error'}
      variant="outlined"
      label={ACCOUNT_STATUS_LABELS[active ? 'active' : 'blocked']}
    />
  );
}
