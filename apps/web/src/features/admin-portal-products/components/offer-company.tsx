import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PortalProduct } from '@sp/shared/api/portal-products';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { RouterLink } from '../../../lib/router-link';

export type CompanyFilter = {
  /** keeps the list to this company's offers */
  onPick: (company: PortalProduct['company']) => void;
  /** the id of the company the list is kept to, if any */
  picked: number | null;
};

/**
 * The offer's company: its name (a link to its public page while published) and city; beside the name, a small
 * button that keeps the list to this company's offers (not shown while the list already is).
 */
export function OfferCompany({ offer, onPick, picked }: { offer: PortalProduct } & CompanyFilter) {
  const { company } = offer;
  return (
    <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {company.landing_id ? (
          <Link component={RouterLink} to={paths.company(company.landing_id)}>
            {company.name}
          </Link>
        ) : (
          <span>{company.name}</span>
        )}
        {picked !== company.id && (
          <Tooltip title="Только эта компания">
            <IconButton
              size="small"
              aria-label={`Только предложения компании «${company.name}»`}
              onClick={(event) => {
                event.stopPropagation();
                onPick(company);
              }}
              sx={{ p: 0.25 }}
            >
              <FilterAltOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {company.city && (
        <Typography variant="caption" color="text.secondary">
          {company.city}
        </Typography>
      )}
    </Stack>
  );
}
