import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { matchRoute } from '@sp/shared/routes/match';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useCart } from '../../lib/cart-store';
import { useSession } from '../../lib/session-store';
import { GuestActions } from './guest-actions';
import { HelpDialog } from './help-dialog';
import { LogoLink } from './logo-link';
import { ProfileMenu } from './profile-menu';

const BugDialog = lazy(() =>
  import('../../features/bugs/components/bug-dialog').then((m) => ({ default: m.BugDialog })),
);
const BranchSwitchDialog = lazy(() =>
  import('../../features/profile/components/branch-switch-dialog').then((m) => ({
    default: m.BranchSwitchDialog,
  })),
);

const CartPanel = lazy(() =>
  import('../../features/cart/components/cart-panel').then((m) => ({ default: m.CartPanel })),
);

const PageSearch = lazy(() => import('./page-search').then((m) => ({ default: m.PageSearch })));

type TopBarProps = { onMenuClick?: () => void };
type OpenDialog = 'help' | 'bug' | 'branch' | 'cart' | null;

/** SPEC §2 Top bar, without the items whose features come later (notifications, balance). */
export function TopBar({ onMenuClick }: TopBarProps) {
  const session = useSession();
  const location = useLocation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const route = matchRoute(location.pathname);
  const help = route?.help;
  const cart = useCart();
  const cartFilled = Object.keys(cart).length > 0;
  const isCompany = session.profile?.user_type === USER_TYPE.company && !session.userMode;
  const close = () => setDialog(null);

  return (
    <AppBar
      position="sticky"
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {onMenuClick && (
          <IconButton
            edge="start"
            aria-label="Открыть меню"
            onClick={onMenuClick}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <LogoLink to="/app/dashboard" />
        <Box sx={{ flexGrow: 1 }} />
        {session.profile && (
          <Box sx={{ display: { xs: 'none', lg: 'block' }, mr: 1 }}>
            <Suspense fallback={null}>
              <PageSearch />
            </Suspense>
          </Box>
        )}
        {help && (
          <Tooltip title="Справка">
            <IconButton aria-label="Справка" onClick={() => setDialog('help')}>
              <HelpOutline />
            </IconButton>
          </Tooltip>
        )}
        {route?.cart && (
          <Tooltip title="Корзина">
            <IconButton aria-label="Корзина" onClick={() => setDialog('cart')}>
              <Badge color="error" variant="dot" invisible={!cartFilled}>
                <ShoppingCartOutlined />
              </Badge>
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Сообщить об ошибке">
          <IconButton aria-label="Сообщить об ошибке" onClick={() => setDialog('bug')}>
            <BugReportOutlined />
          </IconButton>
        </Tooltip>
        {isCompany && (
          <Tooltip title="Переключить филиал">
            <IconButton aria-label="Переключить филиал" onClick={() => setDialog('branch')}>
              <SwapHoriz />
            </IconButton>
          </Tooltip>
        )}
        {session.profile ? <ProfileMenu /> : <GuestActions />}
      </Toolbar>
      {help && <HelpDialog page={help} open={dialog === 'help'} onClose={close} />}
      <Suspense fallback={null}>
        {dialog === 'bug' && <BugDialog open onClose={close} />}
        {dialog === 'branch' && <BranchSwitchDialog open onClose={close} />}
        {route?.cart && dialog === 'cart' && <CartPanel open onClose={close} />}
      </Suspense>
    </AppBar>
  );
}
