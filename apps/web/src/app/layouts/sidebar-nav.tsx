import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/cabinet-paths';
import type { SidebarGroup, SidebarLink } from '@sp/shared/routes/sidebar';
import { APP_VERSION } from '@sp/shared/version';
import type { ComponentType, ReactNode } from 'react';
import {
  NewPassportRequestsCount,
  PassportRequestsBadge,
} from '../../features/passports/components/passport-requests-badge';
import {
  CollapsedRequestsBadge,
  NewRequestsCount,
  RequestsBadge,
  withNewRequests,
} from '../../features/requests/components/requests-badge';
import { RouterNavLink } from '../../lib/router-link';

type SidebarNavProps = {
  groups: readonly SidebarGroup[];
  collapsed: boolean;
  onNavigate?: () => void;
};

type Counted = {
  /** the count beside the label of the expanded sidebar */
  Badge: ComponentType;
  /** the count handed to the collapsed sidebar's link, for its mark and its name */
  Count: ComponentType<{ children: (count: number) => ReactNode }>;
};

/**
 * The links that carry a polled count (SPEC §4, every 30 s): new requests from the site, and for a municipal
 * organisation new passport requests.
 */
const COUNTED: Readonly<Record<string, Counted>> = {
  [paths.requests()]: { Badge: RequestsBadge, Count: NewRequestsCount },
  [paths.passportRequestsView()]: { Badge: PassportRequestsBadge, Count: NewPassportRequestsCount },
};

function initials(label: string): string {
  return label.slice(0, 2);
}

type NavItemProps = {
  link: SidebarLink;
  collapsed: boolean;
  onNavigate?: () => void;
  /** given for a counted link when collapsed: its count goes on the initials and into its name */
  newRequests?: number;
};

function NavItem({ link, collapsed, onNavigate, newRequests }: NavItemProps) {
  const Badge = COUNTED[link.path]?.Badge;
  const name = newRequests === undefined ? link.label : withNewRequests(link.label, newRequests);
  const mark = (
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {initials(link.label)}
    </Typography>
  );
  return (
    <Tooltip title={collapsed ? name : ''} placement="right">
      <ListItemButton
        component={RouterNavLink}
        to={link.path}
        end
        onClick={onNavigate}
        aria-label={collapsed ? name : undefined}
        sx={{
          mx: 1,
          borderRadius: 1,
          justifyContent: collapsed ? 'center' : 'flex-start',
          '&.active': { bgcolor: 'rgba(79, 168, 0, 0.12)', color: 'primary.dark' },
        }}
      >
        {!collapsed ? (
          <ListItemText primary={link.label} />
        ) : newRequests === undefined ? (
          mark
        ) : (
          <CollapsedRequestsBadge count={newRequests}>{mark}</CollapsedRequestsBadge>
        )}
        {!collapsed && Badge && <Badge />}
      </ListItemButton>
    </Tooltip>
  );
}

/** The cabinet's navigation list with the version in its footer. */
export function SidebarNav({ groups, collapsed, onNavigate }: SidebarNavProps) {
  return (
    <Box
      component="nav"
      aria-label="Разделы кабинета"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        {groups.map((group) => (
          <List
            key={group.key}
            dense
            subheader={
              group.label && !collapsed ? (
                <ListSubheader disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
                  {group.label}
                </ListSubheader>
              ) : undefined
            }
          >
            {group.links.map((link) => {
              const Count = collapsed ? COUNTED[link.path]?.Count : undefined;
              return Count ? (
                <Count key={link.path}>
                  {(count) => <NavItem link={link} collapsed onNavigate={onNavigate} newRequests={count} />}
                </Count>
              ) : (
                <NavItem key={link.path} link={link} collapsed={collapsed} onNavigate={onNavigate} />
              );
            })}
          </List>
        ))}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ p: 2, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}
      >
        {collapsed ? `v${APP_VERSION}` : `Версия ${APP_VERSION}`}
      </Typography>
    </Box>
  );
}
