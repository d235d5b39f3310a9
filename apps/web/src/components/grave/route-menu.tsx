import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import type { MapPoint } from '../map/drawable-map-types';

// the menu (MUI's Menu, Popover and Modal) loads when it is first pointed at or opened
const loadList = () => import('./route-menu-list');
const RouteMenuList = lazy(() => loadList().then((m) => ({ default: m.RouteMenuList })));
const preload = () => void loadList().catch(() => {});

/** The menu's arrow, drawn here: the light memory page loads no icon set. */
const ARROW = (
  <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 20, height: 20, fill: 'currentColor' }}>
    <path d="m7 10 5 5 5-5z" />
  </Box>
);

/** «Проложить маршрут»: a menu of the ways to be led to the point (the navigator, Яндекс Карты, 2ГИС). */
export function RouteMenu({ point }: { point: MapPoint }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        endIcon={ARROW}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Проложить маршрут
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <RouteMenuList
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            point={point}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
