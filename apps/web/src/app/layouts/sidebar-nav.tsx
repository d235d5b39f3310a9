import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SidebarGroup } from '@sp/shared/routes/sidebar';
import { APP_VERSION } from '@sp/shared/version';
import { NavLink } from 'react-router';
import { RequestsBadge } from '../../features/requests/components/requests-badge';

type SidebarNavProps = {
  groups: readonly SidebarGroup[];
  collapsed: boolean;
  onNavigate?: () => void;
};

/** the link that carries the count of new requests from the site */
const REQUESTS_PATH = '/app/requests';

function initials(label: string): string {
  return label.slice(0, 2);
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
            {group.links.map((link) => (
              <Tooltip key={link.path} title={collapsed ? link.label : ''} placement="right">
                <ListItemButton
                  component={NavLink}
                  to={link.path}
                  end
                  onClick={onNavigate}
                  aria-label={collapsed ? link.label : undefined}
                  sx={{
                    mx: 1,
                    borderRadius: 1,
                    justifyContent: collapsed ? 'center' : 'flex-start',
                    '&.active': { bgcolor: 'rgba(79, 168, 0, 0.12)', color: 'primary.dark' },
                  }}
                >
                  {collapsed ? (
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {initials(link.label)}
                    </Typography>
                  ) : (
                    <ListItemText primary={link.label} />
                  )}
                  {link.path === REQUESTS_PATH && !collapsed && <RequestsBadge />}
                </ListItemButton>
              </Tooltip>
            ))}
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
