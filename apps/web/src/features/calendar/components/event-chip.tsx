import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import WhatshotOutlined from '@mui/icons-material/WhatshotOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { alpha } from '@mui/material/styles';
import { type DragEvent, useId, useState } from 'react';
import { RouterLink } from '../../../lib/router-link';
import { type CalendarEvent, type CalendarEventKind, eventDescription } from './calendar-events';

const ICONS: Record<CalendarEventKind, typeof AssignmentOutlined> = {
  task: AssignmentOutlined,
  funeral: LocalFloristOutlined,
  cremation: WhatshotOutlined,
};

export type EventChipProps = {
  event: CalendarEvent;
  /** the grid's narrow cells: smaller type */
  dense?: boolean;
  /** lines of the title before «…» (none: it wraps whole) */
  lines?: number;
  onDragStart: (event: CalendarEvent) => void;
  onDragEnd: () => void;
  /** «Перенести…»: the keyboard's and the phone's way to move it */
  onReschedule: (event: CalendarEvent) => void;
};

/**
 * One event: a link to its task or deal (icon, Moscow time, title; a done task or a cancelled deal struck through),
 * draggable to another day or hour when the caller may move it, with a menu holding «Перенести…».
 */
export function EventChip({
  event,
  dense = true,
  lines,
  onDragStart,
  onDragEnd,
  onReschedule,
}: EventChipProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const Icon = ICONS[event.kind];
  const description = eventDescription(event);

  return (
    <Box
      component="li"
      data-event={event.key}
      sx={(theme) => ({
        listStyle: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        minWidth: 0,
        borderLeft: 3,
        borderColor: `${event.color}.main`,
        borderRadius: 1,
        bgcolor: alpha(theme.palette[event.color].main, event.struck ? 0.06 : 0.12),
        '&:hover': { bgcolor: alpha(theme.palette[event.color].main, 0.2) },
        opacity: event.struck ? 0.75 : 1,
      })}
    >
      <Link
        component={RouterLink}
        to={event.href}
        underline="none"
        color="text.primary"
        title={description}
        draggable={event.movable}
        aria-roledescription={event.movable ? 'перетаскиваемое событие' : undefined}
        onDragStart={(drag: DragEvent) => {
          if (!event.movable) {
            drag.preventDefault();
            return;
          }
          drag.dataTransfer?.setData('text/plain', event.key);
          if (drag.dataTransfer) drag.dataTransfer.effectAllowed = 'move';
          onDragStart(event);
        }}
        onDragEnd={onDragEnd}
        sx={{
          flex: 1,
          minWidth: 0,
          // narrow cells: the time above, the title below at full width; wide rows: side by side
          display: dense ? 'block' : 'flex',
          alignItems: 'flex-start',
          gap: 0.75,
          px: 0.5,
          py: dense ? 0.25 : 0.5,
          fontSize: dense ? '0.75rem' : '0.875rem',
          lineHeight: 1.3,
          cursor: event.movable ? 'grab' : 'pointer',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            flexShrink: 0,
            fontWeight: 500,
            color: 'text.secondary',
          }}
        >
          <Icon sx={{ fontSize: dense ? 14 : 18, color: `${event.color}.dark` }} />
          {event.time}
        </Box>{' '}
        <Box
          component="span"
          sx={{
            display: dense ? 'block' : 'inline',
            minWidth: 0,
            textDecoration: event.struck ? 'line-through' : 'none',
            overflowWrap: 'break-word',
            ...(lines
              ? {
                  display: '-webkit-box',
                  WebkitLineClamp: lines,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }
              : {}),
          }}
        >
          {event.title}
        </Box>
      </Link>
      {event.movable && (
        <>
          <IconButton
            size="small"
            aria-label={`Действия: ${event.title}`}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(click) => setAnchor(click.currentTarget)}
            sx={{ p: dense ? 0.125 : 0.5, flexShrink: 0, alignSelf: 'flex-start' }}
          >
            <MoreVert sx={{ fontSize: dense ? 16 : 20 }} />
          </IconButton>
          <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            <MenuItem
              onClick={() => {
                setAnchor(null);
                onReschedule(event);
              }}
            >
              Перенести…
            </MenuItem>
          </Menu>
        </>
      )}
    </Box>
  );
}
