import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { matchRoute } from '@sp/shared/routes/match';
import * as paths from '@sp/shared/routes/paths';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { LazyTooltip } from '../../components/lazy-tooltip';
import { useCart } from '../../lib/cart-store';
import { lazyPage, lazyWithQuery } from '../../lib/lazy-page';
import { useSession } from '../../lib/session-store';
import { GuestActions } from './guest-actions';
import { LogoLink } from './logo-link';

const dialogs = () => import('./top-bar-dialogs');

/**
 * The cart with a dot while it holds something: drawn here rather than with MUI's Badge, which weighs 1.8 KB
 * gzipped on every public page for one dot.
 */
function CartIcon({ filled }: { filled: boolean }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      <ShoppingCartOutlined />
      {filled && (
        <Box
          component="span"
          data-testid="cart-filled-dot"
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'error.main',
            transform: 'translate(40%, -20%)',
          }}
        />
      )}
    </Box>
  );
}
const prefetchDialogs = () => void dialogs().catch(() => {});

const BugDialog = lazyPage(() => dialogs().then((m) => m.loadBugDialog()));
const HelpDialog = lazyPage(() => dialogs().then((m) => m.loadHelpDialog()));
// the two that load data bring the data cache along: on the public pages the top bar has none around it
const BranchSwitchDialog = lazyWithQuery(() => dialogs().then((m) => m.loadBranchSwitchDialog()));
const CartPanel = lazyWithQuery(() => dialogs().then((m) => m.loadCartPanel()));
// reads the switch dialog's list from the data cache: the public pages have none around the top bar either
const BranchSwitchButton = lazyWithQuery(() =>
  import('./branch-switch-button').then((m) => m.BranchSwitchButton),
);

// signed in only: guests on the public pages see «Вход» and «Регистрация» instead
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

// company and manager only (SPEC §2 Add menu): public pages never load it
const AddMenu = lazy(() => import('./add-menu').then((m) => ({ default: m.AddMenu })));

// a signed-in account's: the «Баланс» widget and a card payment's outcome (guests never load it)
const AccountExtras = lazy(() => import('./account-extras').then((m) => ({ default: m.AccountExtras })));

const PageSearch = lazy(() => import('./page-search').then((m) => ({ default: m.PageSearch })));

type TopBarProps = { onMenuClick?: () => void };
type OpenDialog = 'help' | 'bug' | 'branch' | 'cart' | null;

/** SPEC §2 Top bar, without the items whose features come later (notifications). */
export function TopBar({ onMenuClick }: TopBarProps) {
  const session = useSession();
  const location = useLocation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const route = matchRoute(location.pathname);
  const help = route?.help;
  const cart = useCart();
  const cartFilled = Object.keys(cart).length > 0;
  const isCompany = session.profile?.user_type === USER_TYPE.company && !session.userMode;
  const isStaff =
    (session.profile?.user_type === USER_TYPE.company || session.profile?.user_type === USER_TYPE.manager) &&
    !session.userMode;
  // the bug report is the cabinet's (a signed-in account's): the public pages' header stays quiet
  const inCabinet = route ? route.layout === 'app' : /^\/(app|admin)(\/|$)/.test(location.pathname);
  const close = () => setDialog(null);
  return (
    <AppBar
      onPointerEnter={prefetchDialogs}
      onFocus={prefetchDialogs}
      position="sticky"
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
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
        <LogoLink to={session.profile ? paths.dashboard() : paths.home()} />
        <Box sx={{ flexGrow: 1 }} />
        {session.profile && (
          <Box sx={{ display: { xs: 'none', lg: 'block' }, mr: 1 }}>
            <Suspense fallback={null}>
              <PageSearch />
            </Suspense>
          </Box>
        )}
        {isStaff && (
          <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
            <AddMenu />
          </Suspense>
        )}
        {session.profile && (
          <Suspense fallback={null}>
            <AccountExtras />
          </Suspense>
        )}
        {help && (
          <LazyTooltip title="Справка">
            <IconButton aria-label="Справка" onClick={() => setDialog('help')}>
              <HelpOutline />
            </IconButton>
          </LazyTooltip>
        )}
        {route?.cart && (
          <LazyTooltip title="Корзина">
            <IconButton aria-label="Корзина" onClick={() => setDialog('cart')}>
              <CartIcon filled={cartFilled} />
            </IconButton>
          </LazyTooltip>
        )}
        {inCabinet && (
          <LazyTooltip title="Сообщить об ошибке">
            <IconButton aria-label="Сообщить об ошибке" onClick={() => setDialog('bug')}>
              <BugReportOutlined />
            </IconButton>
          </LazyTooltip>
        )}
        {isCompany && (
          <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
            <BranchSwitchButton onClick={() => setDialog('branch')} />
          </Suspense>
        )}
        {session.profile ? (
          <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
            <ProfileMenu />
          </Suspense>
        ) : (
          <GuestActions />
        )}
      </Toolbar>
      <Suspense fallback={null}>
        {help && dialog === 'help' && <HelpDialog page={help} open onClose={close} />}
        {inCabinet && dialog === 'bug' && <BugDialog open onClose={close} />}
        {dialog === 'branch' && <BranchSwitchDialog open onClose={close} />}
        {route?.cart && dialog === 'cart' && <CartPanel open onClose={close} />}
      </Suspense>
    </AppBar>
  );
}
