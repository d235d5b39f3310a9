import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MapPoint } from '../map/drawable-map-types';
import { routeLinks } from './route-links';

type RouteMenuListProps = {
  id: string;
  /** the button's id: the menu's name */
  labelledBy: string;
  anchor: HTMLElement;
  point: MapPoint;
  onClose: () => void;
};

/** The route menu's links, loaded when the menu is first opened; a maps service opens in a new tab. */
export function RouteMenuList({ id, labelledBy, anchor, point, onClose }: RouteMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {routeLinks(point).map((link) => (
        <MenuItem
          key={link.id}
          component="a"
          href={link.href}
          target={link.external ? '_blank' : undefined}
          rel={link.external ? 'noopener noreferrer' : undefined}
          onClick={onClose}
        >
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
