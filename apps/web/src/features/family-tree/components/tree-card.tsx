import MoreVert from '@mui/icons-material/MoreVert';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { FamilyTreeNode } from '@sp/shared/api/family-tree';
import { memo } from 'react';
import { useMediaSrc } from '../../../lib/media-src';
import { CARD_HEIGHT, CARD_WIDTH, livingLabel, nameOf, yearsOf } from './tree-model';

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const twoLines = {
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
} as const;

const ACCENT = { male: '#8eaecf', female: '#d7a1b3', none: '#c5ccc0' } as const;

type TreeCardProps = {
  node: FamilyTreeNode;
  x: number;
  y: number;
  /** far zoomed out: the name only, large */
  compact: boolean;
  selected: boolean;
  onMenu: (nodeId: number, anchor: HTMLElement) => void;
};

/**
 * A person on the chart: photo, name, years, «Жив»/«Жива» for the living, and the actions button. A click on the
 * card (without dragging) opens the same menu; the chart tells the two apart.
 */
export const TreeCard = memo(function TreeCard({ node, x, y, compact, selected, onMenu }: TreeCardProps) {
  const { person } = node;
  const name = nameOf(person);
  const years = yearsOf(person);
  // a person's photo is private unless a public memory page shows it: fetched with the session then
  const photo = useMediaSrc(person.avatar_thumbnail ?? person.avatar);
  const accent = ACCENT[person.gender === 'male' || person.gender === 'female' ? person.gender : 'none'];
  const given = [person.first_name, person.patronymic].filter(Boolean).join(' ');
  return (
    <Box
      data-node-id={node.id}
      role="group"
      aria-label={[name, years, person.is_living ? livingLabel(person) : ''].filter(Boolean).join(', ')}
      sx={{
        position: 'absolute',
        left: x,
        top: y,
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        pl: 1.5,
        pr: 0.5,
        bgcolor: '#ffffff',
        borderRadius: '14px',
        border: '1px solid',
        borderColor: selected ? 'primary.main' : '#dfe5da',
        borderLeft: `5px solid ${accent}`,
        boxShadow: selected ? '0 0 0 3px rgba(79,168,0,0.25)' : '0 1px 3px rgba(31,42,28,0.08)',
        cursor: 'pointer',
        userSelect: 'none',
        transition: 'box-shadow 120ms, border-color 120ms',
        '&:hover': { boxShadow: '0 3px 10px rgba(31,42,28,0.12)' },
      }}
    >
      {!compact && (
        <Avatar
          src={photo}
          alt=""
          slotProps={{ img: { loading: 'lazy', draggable: false } }}
          sx={{ width: 60, height: 60, bgcolor: '#eef2ea', color: '#9aa693', flexShrink: 0 }}
        >
          <PersonOutline />
        </Avatar>
      )}
      <Box sx={{ minWidth: 0, flexGrow: 1, lineHeight: 1.25 }}>
        {compact ? (
          <Box
            sx={{
              ...twoLines,
              fontSize: 28,
              fontWeight: 500,
              color: 'text.primary',
            }}
          >
            {name}
          </Box>
        ) : (
          <>
            <Box sx={{ ...oneLine, fontSize: 18, fontWeight: 600, color: 'text.primary' }}>
              {person.last_name || given || name}
            </Box>
            {person.last_name && given && (
              <Box sx={{ ...twoLines, fontSize: 16, color: 'text.primary' }}>{given}</Box>
            )}
            <Box
              sx={{
                mt: 0.5,
                fontSize: 15,
                color: 'text.secondary',
                display: 'flex',
                gap: 1,
                whiteSpace: 'nowrap',
              }}
            >
              {years && <span>{years}</span>}
              {person.is_living && (
                <Box
                  component="span"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: '#3f8a00' }}
                >
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: '#4fa800', flexShrink: 0 }}
                  />
                  {livingLabel(person)}
                </Box>
              )}
            </Box>
          </>
        )}
      </Box>
      <IconButton
        size="small"
        aria-label={`Действия: ${name}`}
        aria-haspopup="menu"
        onClick={(event) => onMenu(node.id, event.currentTarget)}
        sx={{ alignSelf: 'flex-start', mt: 0.5, color: 'text.secondary' }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
    </Box>
  );
});
