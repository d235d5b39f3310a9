import Box from '@mui/material/Box';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

// MUI's Tooltip brings Popper and its transitions (about 12 KB gzipped): fetched on the first hover or focus
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

const ENTER_DELAY_MS = 100; // MUI's default

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // a browser without :focus-visible: the keyboard user still hears the element's name
  }
}

type LazyTooltipProps = { title: string; children: ReactNode };

/**
 * MUI's Tooltip for an element that names itself (an icon button with its aria-label), its code loaded
 * when the pointer or the keyboard first reaches the element. The tooltip hangs on an overlay of the
 * element's size, so the element itself is never re-mounted (it keeps the focus) when the code arrives.
 * Shown on mouse hover (after MUI's 100 ms) and on keyboard focus; Escape, leaving or blur hide it.
 */
export function LazyTooltip({ title, children }: LazyTooltipProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (delay: number) => {
    setWanted(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <Box
      component="span"
      sx={{ position: 'relative', display: 'inline-flex' }}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') show(ENTER_DELAY_MS);
      }}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => {
        if (focusVisible(event.target)) show(0);
      }}
      onBlur={hide}
    >
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <Tooltip
            title={title}
            open={open}
            onClose={hide}
            disableHoverListener
            disableFocusListener
            disableTouchListener
          >
            <Box
              component="span"
              aria-hidden
              sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
            />
          </Tooltip>
        </Suspense>
      )}
    </Box>
  );
}
