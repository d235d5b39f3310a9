import Add from '@mui/icons-material/Add';
import CenterFocusStrong from '@mui/icons-material/CenterFocusStrong';
import Check from '@mui/icons-material/Check';
import FitScreen from '@mui/icons-material/FitScreen';
import Remove from '@mui/icons-material/Remove';
import WallpaperOutlined from '@mui/icons-material/WallpaperOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BACKGROUNDS, type Background, clampZoom, DEFAULT_ZOOM } from './map-state';
import { TreeCard } from './tree-card';
import { CARD_HEIGHT, CARD_WIDTH, type TreeModel, visibleParts } from './tree-model';

type View = { x: number; y: number; k: number };
type Point = { x: number; y: number };

/** Below this zoom the cards show only the name, large. */
const COMPACT_BELOW = 0.45;
/** Cards this far outside the viewport (screen px) are drawn already, so a pan never shows a gap. */
const MARGIN = 160;
const STROKE = { descent: '#a7b3a0', spouse: '#7cae52', partner: '#7cae52' } as const;

export type TreeChartProps = {
  model: TreeModel;
  zoom: number;
  background: Background;
  onZoomChange: (zoom: number) => void;
  onBackgroundChange: (background: Background) => void;
  /** highlighted card (its menu is open, or it was just added) */
  selectedId: number | null;
  /** centre this node; a new token centres again */
  center: { nodeId: number; token: number } | null;
  onMenu: (nodeId: number, anchor: HTMLElement) => void;
};

/**
 * The family tree as a chart: cards and connector lines laid out by the shared algorithm, moved by dragging
 * (mouse, pen or one finger), zoomed by the wheel, a pinch or the buttons. Only what the viewport shows is in
 * the page, so thousands of persons pan smoothly.
 */
export function TreeChart({
  model,
  zoom,
  background,
  onZoomChange,
  onBackgroundChange,
  selectedId,
  center,
  onMenu,
}: TreeChartProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<View>({ x: 0, y: 0, k: clampZoom(zoom) });
  const viewRef = useRef(view);
  viewRef.current = view;
  const [backgroundMenu, setBackgroundMenu] = useState<HTMLElement | null>(null);

  // one state update per animation frame, however many pointer events arrive
  const pending = useRef<View | null>(null);
  const frame = useRef(0);
  const applyView = useCallback((next: View) => {
    pending.current = next;
    viewRef.current = next;
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (pending.current) setView(pending.current);
    });
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  useEffect(() => {
    onZoomChange(view.k);
  }, [view.k, onZoomChange]);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const ready = size.width > 0;
  // centre the requested node, keeping the zoom; a third from the top leaves room for its descendants
  // biome-ignore lint/correctness/useExhaustiveDependencies: centre again only for a new request or layout
  useEffect(() => {
    if (!center || !ready) return;
    const card = model.cards.get(center.nodeId);
    if (!card) return;
    const k = viewRef.current.k;
    applyView({
      k,
      x: size.width / 2 - (card.x + CARD_WIDTH / 2) * k,
      y: Math.max(size.height / 3, 60) - (card.y + CARD_HEIGHT / 2) * k,
    });
  }, [center, model, ready]);

  const zoomAt = useCallback(
    (factor: number, point?: Point) => {
      const current = viewRef.current;
      const k = clampZoom(current.k * factor);
      const at = point ?? { x: size.width / 2, y: size.height / 2 };
      const ratio = k / current.k;
      applyView({ k, x: at.x - (at.x - current.x) * ratio, y: at.y - (at.y - current.y) * ratio });
    },
    [applyView, size],
  );

  const fitAll = useCallback(() => {
    const { width, height } = model.layout;
    if (!size.width || !width) return;
    const k = clampZoom(Math.min((size.width - 48) / width, (size.height - 48) / height, DEFAULT_ZOOM));
    applyView({ k, x: (size.width - width * k) / 2, y: (size.height - height * k) / 2 });
  }, [applyView, model, size]);

  // the wheel must not scroll the page: a non-passive listener
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const lines = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
      const speed = event.ctrlKey ? 0.01 : 0.0015;
      zoomAt(Math.exp(-event.deltaY * lines * speed), {
        x: event.clientX - rect.left,
        y: event.clientY - rect.top,
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  // drag with one pointer, pinch with two; a press on a card that does not move opens its menu
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{
    view: View;
    points: Map<number, Point>;
    moved: boolean;
    nodeId: number | null;
  } | null>(null);
  const restartGesture = (nodeId: number | null, moved: boolean) => {
    gesture.current = { view: viewRef.current, points: new Map(pointers.current), moved, nodeId };
  };

  const handlePointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('button, a, input, [role="menu"], [data-chart-controls]')) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const card = target.closest<HTMLElement>('[data-node-id]');
    restartGesture(
      pointers.current.size === 1 && card ? Number(card.dataset.nodeId) : null,
      pointers.current.size > 1,
    );
  };

  const handlePointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const g = gesture.current;
    const ids = [...pointers.current.keys()];
    if (ids.length === 1) {
      const start = g.points.get(ids[0]);
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (!g.moved && Math.hypot(dx, dy) < 5) return;
      g.moved = true;
      applyView({ k: g.view.k, x: g.view.x + dx, y: g.view.y + dy });
      return;
    }
    const [a, b] = ids;
    const a0 = g.points.get(a);
    const b0 = g.points.get(b);
    const a1 = pointers.current.get(a)!;
    const b1 = pointers.current.get(b)!;
    if (!a0 || !b0) return;
    g.moved = true;
    const rect = event.currentTarget.getBoundingClientRect();
    const before = Math.max(1, Math.hypot(a0.x - b0.x, a0.y - b0.y));
    const after = Math.hypot(a1.x - b1.x, a1.y - b1.y);
    const k = clampZoom(g.view.k * (after / before));
    const mid0 = { x: (a0.x + b0.x) / 2 - rect.left, y: (a0.y + b0.y) / 2 - rect.top };
    const mid1 = { x: (a1.x + b1.x) / 2 - rect.left, y: (a1.y + b1.y) / 2 - rect.top };
    // the chart point under the first midpoint follows the fingers
    const worldX = (mid0.x - g.view.x) / g.view.k;
    const worldY = (mid0.y - g.view.y) / g.view.k;
    applyView({ k, x: mid1.x - worldX * k, y: mid1.y - worldY * k });
  };

  const handlePointerUp = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.delete(event.pointerId);
    const g = gesture.current;
    if (pointers.current.size > 0) {
      restartGesture(null, true);
      return;
    }
    gesture.current = null;
    if (g && !g.moved && g.nodeId !== null && event.type === 'pointerup') {
      const button = viewport.current?.querySelector<HTMLElement>(`[data-node-id="${g.nodeId}"] button`);
      if (button) onMenu(g.nodeId, button);
    }
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const step = 80;
    const current = viewRef.current;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    if (moves[event.key]) {
      event.preventDefault();
      const [dx, dy] = moves[event.key];
      applyView({ ...current, x: current.x + dx, y: current.y + dy });
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomAt(1.2);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomAt(1 / 1.2);
    } else if (event.key === '0') {
      event.preventDefault();
      zoomAt(DEFAULT_ZOOM / current.k);
    }
  };

  const box = {
    minX: (-view.x - MARGIN) / view.k,
    minY: (-view.y - MARGIN) / view.k,
    maxX: (size.width - view.x + MARGIN) / view.k,
    maxY: (size.height - view.y + MARGIN) / view.k,
  };
  const parts = ready ? visibleParts(model, box) : { cards: [], connectors: [] };
  const compact = view.k < COMPACT_BELOW;
  const boxWidth = box.maxX - box.minX;
  const boxHeight = box.maxY - box.minY;

  return (
    <Box
      ref={viewport}
      tabIndex={0}
      role="region"
      aria-roledescription="схема"
      aria-label="Генеалогическое древо"
      aria-describedby="family-tree-chart-help"
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerUp}
      onKeyDown={handleKeyDown}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        height: '100%',
        minHeight: 360,
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        background: BACKGROUNDS[background].css,
        touchAction: 'none',
        cursor: 'grab',
        outline: 'none',
        '&:focus-visible': { boxShadow: (t) => `inset 0 0 0 2px ${t.palette.primary.main}` },
        '&:active': { cursor: 'grabbing' },
      }}
    >
      <Box id="family-tree-chart-help" sx={visuallyHidden}>
        Схему двигают мышью или пальцем, масштаб меняют колесом мыши, щипком или кнопками. С клавиатуры
        стрелки двигают схему, плюс и минус меняют масштаб. Все люди древа перечислены на странице «Древо
        списком».
      </Box>
      <Box
        data-testid="tree-layer"
        sx={{ position: 'absolute', left: 0, top: 0, transformOrigin: '0 0' }}
        style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})` }}
      >
        <svg
          aria-hidden
          width={boxWidth}
          height={boxHeight}
          viewBox={`${box.minX} ${box.minY} ${boxWidth} ${boxHeight}`}
          style={{ position: 'absolute', left: box.minX, top: box.minY, overflow: 'visible' }}
        >
          {parts.connectors.map((connector) => (
            <polyline
              key={connector.key}
              points={connector.points.join(' ')}
              fill="none"
              stroke={STROKE[connector.kind]}
              strokeWidth={connector.kind === 'descent' ? 2 : 2.5}
              strokeDasharray={connector.kind === 'partner' ? '7 6' : undefined}
              strokeLinejoin="round"
            />
          ))}
        </svg>
        {parts.cards.map((card) => {
          const node = model.nodes.get(card.id);
          return node ? (
            <TreeCard
              key={card.id}
              node={node}
              x={card.x}
              y={card.y}
              compact={compact}
              selected={card.id === selectedId}
              onMenu={onMenu}
            />
          ) : null;
        })}
      </Box>

      <Paper
        data-chart-controls
        elevation={0}
        sx={{
          position: 'absolute',
          right: 12,
          bottom: 12,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 3,
          py: 0.5,
          // smaller on phones, where the chart is narrow
          '& .MuiIconButton-root': { p: { xs: 0.6, sm: 1 } },
        }}
      >
        <Tooltip title="Увеличить" placement="left">
          <IconButton aria-label="Увеличить" onClick={() => zoomAt(1.25)}>
            <Add />
          </IconButton>
        </Tooltip>
        <Box aria-live="polite" sx={{ fontSize: 12, color: 'text.secondary', py: 0.25 }}>
          {Math.round(view.k * 100)}%
        </Box>
        <Tooltip title="Уменьшить" placement="left">
          <IconButton aria-label="Уменьшить" onClick={() => zoomAt(1 / 1.25)}>
            <Remove />
          </IconButton>
        </Tooltip>
        <Divider flexItem sx={{ my: 0.5 }} />
        <Tooltip title="Показать всё древо" placement="left">
          <IconButton aria-label="Показать всё древо" onClick={fitAll}>
            <FitScreen />
          </IconButton>
        </Tooltip>
        <Tooltip title="Масштаб 75% у выбранного человека" placement="left">
          <IconButton
            aria-label="Вернуть обычный масштаб"
            onClick={() => {
              const current = viewRef.current;
              zoomAt(DEFAULT_ZOOM / current.k);
            }}
          >
            <CenterFocusStrong />
          </IconButton>
        </Tooltip>
      </Paper>

      <Paper
        data-chart-controls
        elevation={0}
        sx={{
          position: 'absolute',
          right: 12,
          top: 12,
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 3,
        }}
      >
        <Tooltip title="Фон схемы" placement="left">
          <IconButton
            aria-label="Фон схемы"
            aria-haspopup="menu"
            onClick={(event) => setBackgroundMenu(event.currentTarget)}
          >
            <WallpaperOutlined />
          </IconButton>
        </Tooltip>
      </Paper>
      <Menu anchorEl={backgroundMenu} open={backgroundMenu !== null} onClose={() => setBackgroundMenu(null)}>
        {(Object.keys(BACKGROUNDS) as Background[]).map((key) => (
          <MenuItem
            key={key}
            role="menuitemradio"
            aria-checked={key === background}
            selected={key === background}
            onClick={() => {
              onBackgroundChange(key);
              setBackgroundMenu(null);
            }}
          >
            <ListItemIcon>
              <Box
                aria-hidden
                sx={{
                  width: 22,
                  height: 22,
                  borderRadius: 1,
                  border: '1px solid',
                  borderColor: 'divider',
                  background: BACKGROUNDS[key].css,
                }}
              />
            </ListItemIcon>
            {BACKGROUNDS[key].label}
            {key === background && (
              <Check fontSize="small" sx={{ ml: 'auto', pl: 1, color: 'primary.main' }} />
            )}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
