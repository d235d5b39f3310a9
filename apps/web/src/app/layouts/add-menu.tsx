import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import { GUEST } from '@sp/shared/permissions/check';
import { lazy, Suspense, useState } from 'react';
import { LazyTooltip } from '../../components/lazy-tooltip';
import { actorOf } from '../../lib/actor';
import { useSession } from '../../lib/session-store';
import { isRegistered } from '../cabinet-pages';
import { visibleAddItems } from './add-menu-items';

// the menu (MUI's Menu, Popover and Modal) loads when it is first opened
const AddMenuList = lazy(() => import('./add-menu-list').then((m) => ({ default: m.AddMenuList })));

/** SPEC §2 Add menu: «Добавить» in the top bar for a company or manager outside user mode. */
export function AddMenu() {
  const session = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = visibleAddItems(actorOf(session) ?? GUEST, isRegistered);
  if (items.length === 0) return null;
  return (
    <>
      <LazyTooltip title="Добавить">
        <IconButton
          aria-label="Добавить"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <AddCircleOutline />
        </IconButton>
      </LazyTooltip>
      {anchor && (
        <Suspense fallback={null}>
          <AddMenuList anchor={anchor} items={items} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
