import AccountCircle from '@mui/icons-material/AccountCircle';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { mediaUrl } from '../../lib/api-base';
import { logout, toggleUserMode } from '../../lib/session-actions';
import { useSession } from '../../lib/session-store';

/** My profile, my company, switch profile (user mode) and log out. */
export function ProfileMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const profile = session.profile;
  if (!profile) return null;
  const staff = profile.user_type === USER_TYPE.company || profile.user_type === USER_TYPE.manager;
  const name =
    [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.auth_data.email || '';
  const go = (to: string) => {
    setAnchor(null);
    void navigate(to);
  };

  return (
    <>
      <IconButton aria-label="Меню профиля" onClick={(event) => setAnchor(event.currentTarget)}>
        {profile.avatar ? (
          <Avatar src={mediaUrl(profile.avatar)} alt="" sx={{ width: 32, height: 32 }} />
        ) : (
          <AccountCircle />
        )}
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {name && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {name}
          </Typography>
        )}
        <MenuItem onClick={() => go('/app/profile')}>Мой профиль</MenuItem>
        {staff && !session.userMode && (
          <MenuItem onClick={() => go('/app/profile-company')}>Моя компания</MenuItem>
        )}
        {staff && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              toggleUserMode();
            }}
          >
            {session.userMode ? 'Вернуться в профиль компании' : 'Переключиться в профиль пользователя'}
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          Выйти
        </MenuItem>
      </Menu>
    </>
  );
}
