import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { tariff } from '@sp/shared/routes/cabinet-paths';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/api-error';
import { rubles } from './billing-format';

type BalanceMenuListProps = {
  anchor: HTMLElement;
  balance: { data?: { balance: number }; error: unknown; isFetching: boolean; refetch: () => unknown };
  onTopUp: () => void;
  onClose: () => void;
};

/** The balance menu's items, loaded when it is first opened. */
export function BalanceMenuList({ anchor, balance, onTopUp, onClose }: BalanceMenuListProps) {
  const navigate = useNavigate();
  return (
    <Menu anchorEl={anchor} open onClose={onClose} slotProps={{ list: { 'aria-label': 'Баланс' } }}>
      <Box sx={{ px: 2, pt: 1, pb: 1.5, minWidth: 220 }} aria-live="polite">
        <Typography variant="caption" color="text.secondary" component="p">
          Баланс
        </Typography>
        {balance.data ? (
          <Typography variant="h6" component="p" data-testid="balance-amount">
            {rubles(balance.data.balance)}
          </Typography>
        ) : balance.error ? (
          <Typography variant="body2" color="error" component="p">
            {errorText(balance.error)}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" component="p">
            Загрузка…
          </Typography>
        )}
      </Box>
      <Divider />
      <MenuItem disabled={balance.isFetching} onClick={() => void balance.refetch()}>
        <ListItemIcon>
          <Refresh fontSize="small" />
        </ListItemIcon>
        <ListItemText>{balance.isFetching ? 'Обновляется…' : 'Обновить'}</ListItemText>
      </MenuItem>
      <MenuItem onClick={onTopUp}>
        <ListItemIcon>
          <AddCardOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>Пополнить</ListItemText>
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          void navigate(`${tariff()}#history`);
        }}
      >
        <ListItemIcon>
          <HistoryOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>История</ListItemText>
      </MenuItem>
    </Menu>
  );
}
