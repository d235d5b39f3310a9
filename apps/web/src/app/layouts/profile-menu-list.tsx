import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useNavigate } from 'react-router';
import { billingSideOf } from '../../lib/billing-side';
import { logout, toggleUserMode } from '../../lib/session-actions';
import { useSession } from '../../lib/session-store';

type ProfileMenuListProps = { anchor: HTMLElement; onClose: () => void };

/** The profile menu's items, loaded when the menu is first opened. */
export function ProfileMenuList({ anchor, onClose }: ProfileMenuListProps) {
  const session = useSession();
  const navigate = useNavigate();
  const profile = session.profile;
  if (!profile) return null;
  const staff = profile.user_type === USER_TYPE.company || profile.user_type === USER_TYPE.manager;
  const name = accountDisplayName({
    firstName: profile.first_name,
    lastName: profile.last_name,
    email: profile.auth_data.email,
    phone: profile.auth_data.phone,
  });
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };

  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {name && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {name}
        </Typography>
      )}
      <MenuItem onClick={() => go(paths.profile())}>Мой профиль</MenuItem>
      {staff && !session.userMode && (
        <MenuItem onClick={() => go(paths.profileCompany())}>Моя компания</MenuItem>
      )}
      {billingSideOf(session) !== null && (
        <MenuItem onClick={() => go(paths.tariff())}>Тарифы и пакеты</MenuItem>
      )}
      {staff && (
        <MenuItem
          onClick={() => {
            onClose();
            toggleUserMode();
          }}
        >
          {session.userMode ? 'Вернуться в профиль компании' : 'Переключиться в профиль пользователя'}
        </MenuItem>
      )}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        Выйти
      </MenuItem>
    </Menu>
  );
}
