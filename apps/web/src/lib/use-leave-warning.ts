import { useEffect } from 'react';

/**
 * While `unsaved` is true the browser asks before the page is closed, reloaded or left for another site (in its
 * own words: a page cannot set them). The app's own ways out (closing an editor) ask with a dialog of their own.
 */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when a value is returned
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
