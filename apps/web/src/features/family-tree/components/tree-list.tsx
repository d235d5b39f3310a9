import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { livingLabel, nameOf, yearsOf } from './tree-model';
import { type Outline, type OutlineRow, visibleRows } from './tree-outline';

type TreeListProps = {
  outline: Outline;
  expanded: ReadonlySet<number>;
  onExpandedChange: (expanded: Set<number>) => void;
  /** Enter or a double click on a person */
  onOpen: (nodeId: number) => void;
};

/**
 * The tree as an indented list with the ARIA tree pattern: one tab stop, arrows move (Right opens or goes to the
 * first child, Left closes or goes to the parent), Home and End, Enter opens the person on the chart.
 * Rows are plain elements, so two thousand persons stay quick.
 */
export function TreeList({ outline, expanded, onExpandedChange, onOpen }: TreeListProps) {
  const rows = useMemo(() => visibleRows(outline, expanded), [outline, expanded]);
  const [active, setActive] = useState<number | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const activeId = active !== null && rows.some((row) => row.id === active) ? active : (rows[0]?.id ?? null);

  const focusRow = (id: number) => {
    setActive(id);
    container.current?.querySelector<HTMLElement>(`[data-row-id="${id}"]`)?.focus();
  };
  const toggle = (id: number, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    onExpandedChange(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>, row: OutlineRow) => {
    const index = rows.findIndex((r) => r.id === row.id);
    const go = (target: OutlineRow | undefined) => {
      event.preventDefault();
      if (target) focusRow(target.id);
    };
    switch (event.key) {
      case 'ArrowDown':
        return go(rows[index + 1]);
      case 'ArrowUp':
        return go(rows[index - 1]);
      case 'Home':
        return go(rows[0]);
      case 'End':
        return go(rows[rows.length - 1]);
      case 'ArrowRight':
        event.preventDefault();
        if (!row.hasChildren) return;
        if (!expanded.has(row.id)) toggle(row.id, true);
        else if (rows[index + 1]) focusRow(rows[index + 1].id);
        return;
      case 'ArrowLeft':
        event.preventDefault();
        if (row.hasChildren && expanded.has(row.id)) toggle(row.id, false);
        else if (row.parentId !== null) focusRow(row.parentId);
        return;
      case 'Enter':
        event.preventDefault();
        onOpen(row.id);
        return;
      default:
    }
  };

  return (
    <Box
      ref={container}
      role="tree"
      aria-label="Генеалогическое древо списком"
      sx={{
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 3,
        py: 1,
      }}
    >
      {rows.map((row) => {
        const node = outline.nodes.get(row.id)!;
        const { person } = node;
        const years = yearsOf(person);
        const spouses = outline.spouses.get(row.id) ?? [];
        const open = expanded.has(row.id);
        return (
          <Box
            key={row.id}
            data-row-id={row.id}
            role="treeitem"
            aria-level={row.level}
            aria-posinset={row.position}
            aria-setsize={row.siblings}
            aria-expanded={row.hasChildren ? open : undefined}
            aria-selected={row.id === activeId}
            tabIndex={row.id === activeId ? 0 : -1}
            onKeyDown={(event) => handleKeyDown(event, row)}
            onFocus={() => setActive(row.id)}
            onDoubleClick={() => onOpen(row.id)}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 0.5,
              py: 0.75,
              pr: 2,
              pl: { xs: 0.5 + (row.level - 1) * 2, sm: 1 + (row.level - 1) * 3 },
              outline: 'none',
              cursor: 'default',
              borderLeft: '3px solid transparent',
              '&:focus-visible': { bgcolor: '#eef5e7', borderLeftColor: 'primary.main' },
              '&:hover': { bgcolor: '#f5f8f2' },
              contentVisibility: 'auto',
              containIntrinsicSize: 'auto 52px',
            }}
          >
            <Box
              aria-hidden
              onClick={() => row.hasChildren && toggle(row.id, !open)}
              sx={{
                width: 28,
                height: 28,
                flexShrink: 0,
                display: 'grid',
                placeItems: 'center',
                color: 'text.secondary',
                cursor: row.hasChildren ? 'pointer' : 'default',
                borderRadius: 1,
                '&:hover': row.hasChildren ? { bgcolor: 'action.hover' } : undefined,
              }}
            >
              {row.hasChildren &&
                (open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />)}
            </Box>
            <Box sx={{ minWidth: 0, pt: 0.25 }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {nameOf(person)}
              </Box>
              {years && (
                <Box component="span" sx={{ color: 'text.secondary', ml: 1, whiteSpace: 'nowrap' }}>
                  {years}
                </Box>
              )}
              {person.is_living && (
                <Box component="span" sx={{ color: '#3f8a00', ml: 1, fontSize: 14, whiteSpace: 'nowrap' }}>
                  {livingLabel(person)}
                </Box>
              )}
              {spouses.length > 0 && (
                <Box sx={{ color: 'text.secondary', fontSize: 14 }}>
                  {spouses
                    .map((spouse) => {
                      const word =
                        spouse.person.gender === 'female'
                          ? 'супруга'
                          : spouse.person.gender === 'male'
                            ? 'супруг'
                            : 'супруг(а)';
                      const spouseYears = yearsOf(spouse.person);
                      return `${word}: ${nameOf(spouse.person)}${spouseYears ? ` (${spouseYears})` : ''}`;
                    })
                    .join('; ')}
                </Box>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
