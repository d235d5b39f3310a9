import SwapHoriz from '@mui/icons-material/SwapHoriz';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import { LazyTooltip } from '../../components/lazy-tooltip';
import { availableCompaniesQuery, hasSwitchTarget } from '../../features/profile/api/available-companies';
import { useSession } from '../../lib/session-store';

/**
 * The top bar's «Переключить филиал» (SPEC §2, company only). It is hidden once the account's companies are known to
 * hold none to switch to (another one, not blocked): known from the switch dialog's own list when something already
 * read it (the dialog, the blocked company's screen). It never asks for the list itself, so no cabinet page pays a
 * request for it; until the list is read the button is shown.
 */
export function BranchSwitchButton({ onClick }: { onClick: () => void }) {
  const { profile } = useSession();
  const { data } = useQuery({ ...availableCompaniesQuery(1), enabled: false });
  if (data && !hasSwitchTarget(data, profile?.company_id)) return null;
  return (
    <LazyTooltip title="Переключить филиал">
      <IconButton aria-label="Переключить филиал" onClick={onClick}>
        <SwapHoriz />
      </IconButton>
    </LazyTooltip>
  );
}
