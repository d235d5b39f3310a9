import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import ChildCareOutlined from '@mui/icons-material/ChildCareOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Elderly from '@mui/icons-material/ElderlyOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import RemoveCircleOutline from '@mui/icons-material/PersonRemoveOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { FamilyRelation, FamilyTreeNode } from '@sp/shared/api/family-tree';
import { nameOf } from './tree-model';

export type NodeAction = FamilyRelation | 'edit' | 'memory-page' | 'remove';

type NodeMenuProps = {
  anchor: HTMLElement | null;
  node: FamilyTreeNode | null;
  /** the person already has two parents */
  parentsFull: boolean;
  /** the person's marriages in the tree: the spouse link and the spouse's name */
  couples?: { linkId: number; name: string }[];
  onAction: (action: NodeAction) => void;
  /** opens a marriage's dates and places */
  onCouple?: (linkId: number) => void;
  onClose: () => void;
};

/** The card's actions: add a relative, edit, open the memory page, take out of the tree. */
export function NodeMenu({
  anchor,
  node,
  parentsFull,
  couples = [],
  onAction,
  onCouple,
  onClose,
}: NodeMenuProps) {
  const open = anchor !== null && node !== null;
  const pick = (action: NodeAction) => () => {
    onClose();
    onAction(action);
  };
  return (
    <Menu
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      slotProps={{
        list: { 'aria-label': node ? `Действия: ${nameOf(node.person)}` : undefined, dense: true },
      }}
    >
      {node && (
        <ListSubheader
          sx={{
            lineHeight: 2.5,
            maxWidth: 280,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {nameOf(node.person)}
        </ListSubheader>
      )}
      <MenuItem onClick={pick('parent')} disabled={parentsFull}>
        <ListItemIcon>
          <Elderly fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary="Добавить родителя"
          secondary={parentsFull ? 'Оба родителя уже есть' : undefined}
        />
      </MenuItem>
      <MenuItem onClick={pick('spouse')}>
        <ListItemIcon>
          <FavoriteBorder fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="Добавить супруга или супругу" />
      </MenuItem>
      <MenuItem onClick={pick('child')}>
        <ListItemIcon>
          <ChildCareOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="Добавить ребёнка" />
      </MenuItem>
      <MenuItem onClick={pick('sibling')}>
        <ListItemIcon>
          <GroupOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="Добавить брата или сестру" />
      </MenuItem>
      <Divider />
      {onCouple &&
        couples.map((couple) => (
          <MenuItem
            key={couple.linkId}
            onClick={() => {
              onClose();
              onCouple(couple.linkId);
            }}
          >
            <ListItemIcon>
              <EventNoteOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={`Брак с ${couple.name}`} secondary="Даты и места брака и развода" />
          </MenuItem>
        ))}
      <MenuItem onClick={pick('edit')}>
        <ListItemIcon>
          <EditOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="Изменить" />
      </MenuItem>
      {node?.person.memory_page_id && (
        <MenuItem onClick={pick('memory-page')}>
          <ListItemIcon>
            <AutoStoriesOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Открыть страницу памяти" />
        </MenuItem>
      )}
      <MenuItem onClick={pick('remove')} sx={{ color: 'error.main' }}>
        <ListItemIcon>
          <RemoveCircleOutline fontSize="small" color="error" />
        </ListItemIcon>
        <ListItemText primary="Убрать из древа" />
      </MenuItem>
    </Menu>
  );
}
