import Box from '@mui/material/Box';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below the screen a part starts loading: a small chunk, ready by the time the visitor reaches it. */
const AHEAD = '300px';

/**
 * Renders `children` once this place comes within 300 pixels of view (at once where the browser cannot tell): a
 * part far down a public page (a company's reviews) and its code load only for the visitors who scroll to it.
 */
export function WhenVisible({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return visible ? children : <Box ref={place} sx={{ minHeight: 1 }} />;
}
