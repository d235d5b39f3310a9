import AccountCircle from '@mui/icons-material/AccountCircle';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { mediaUrl } from '../../lib/api-base';
import { useSession } from '../../lib/session-store';

// the menu (and MUI's Menu, Popover and Modal) loads when it is first opened
const ProfileMenuList = lazy(() =>
  import('./profile-menu-list').then((m) => ({ default: m.ProfileMenuList })),
);

/** My profile, my company, switch profile (user mode) and log out. */
export function ProfileMenu() {
  const { profile } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!profile) return null;

  return (
    <>
      <IconButton
        aria-label="Меню профиля"
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {profile.avatar ? (
          <Avatar src={mediaUrl(profile.avatar)} alt="" sx={{ width: 32, height: 32 }} />
        ) : (
          <AccountCircle />
        )}
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <ProfileMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
