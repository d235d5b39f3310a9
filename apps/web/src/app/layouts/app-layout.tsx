import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { GUEST } from '@sp/shared/permissions/check';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { LimitNoticeHost } from '../../components/limit-notice-host';
import { ChangeDialog } from '../../features/releases/components/change-dialog';
import { actorOf } from '../../lib/actor';
import { companyBlock, useCompanyBlock } from '../../lib/company-block';
import { QueryScope } from '../../lib/query-scope';
import { useSession } from '../../lib/session-store';
import { isRegistered } from '../cabinet-pages';
import { visibleSidebar } from '../sidebar-links';
import { AppFooter } from './app-footer';
import { CompanyBlockedScreen } from './company-blocked-screen';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';

const WIDE = 256;
const NARROW = 75;

type AppLayoutProps = { children: ReactNode };

/**
 * The cabinet: top bar, sidebar (collapsible on wide screens, temporary below 1264 px), content; while the current
 * company is blocked (a request answered so), its screen instead of the page, outside user mode.
 */
export function AppLayout({ children }: AppLayoutProps) {
  const session = useSession();
  const blocked = useCompanyBlock();
  const companyId = session.profile?.company_id ?? null;
  const showBlocked = blocked !== null && !session.userMode && blocked.companyId === companyId;
  // user mode or another company: the notice is the blocked company's, asked again when it is back
  useEffect(() => {
    if (session.userMode || (companyBlock.get() && companyBlock.get()?.companyId !== companyId))
      companyBlock.clear();
  }, [session.userMode, companyId]);
  const desktop = useMediaQuery('(min-width:1264px)', { noSsr: true });
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const groups = useMemo(() => visibleSidebar(actorOf(session) ?? GUEST, isRegistered), [session]);
  const width = collapsed ? NARROW : WIDE;

  return (
    <QueryScope>
      <Box
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
      >
        <TopBar onMenuClick={() => setMobileOpen(true)} />
        <Box sx={{ display: 'flex', flexGrow: 1 }}>
          {desktop ? (
            <Drawer
              variant="permanent"
              sx={{
                width,
                flexShrink: 0,
                '& .MuiDrawer-paper': { width, boxSizing: 'border-box', transition: 'width 150ms' },
              }}
            >
              <Toolbar />
              <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', px: 1 }}>
                <IconButton
                  size="small"
                  aria-label={collapsed ? 'Развернуть меню' : 'Свернуть меню'}
                  onClick={() => setCollapsed((value) => !value)}
                >
                  {collapsed ? <ChevronRight /> : <ChevronLeft />}
                </IconButton>
              </Box>
              <SidebarNav groups={groups} collapsed={collapsed} />
            </Drawer>
          ) : (
            <Drawer
              variant="temporary"
              open={mobileOpen}
              onClose={() => setMobileOpen(false)}
              ModalProps={{ keepMounted: true }}
              // above the top bar, which sits over the permanent drawer on wide screens
              sx={{ zIndex: (t) => t.zIndex.drawer + 2, '& .MuiDrawer-paper': { width: WIDE } }}
            >
              <SidebarNav groups={groups} collapsed={false} onNavigate={() => setMobileOpen(false)} />
            </Drawer>
          )}
          <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Box
              component="main"
              sx={{ width: '100%', maxWidth: 1280, mx: 'auto', p: { xs: 2, md: 3 }, flexGrow: 1 }}
            >
              {showBlocked ? <CompanyBlockedScreen message={blocked.message} /> : children}
            </Box>
            <AppFooter />
          </Box>
        </Box>
        <ChangeDialog />
        {/* a tariff's limit answers 402 to what the cabinet makes: the public pages make nothing */}
        <LimitNoticeHost />
      </Box>
    </QueryScope>
  );
}
