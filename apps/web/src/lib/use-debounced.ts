import { useEffect, useState } from 'react';

/** The text once typing paused for `delay` ms, trimmed. */
export function useDebounced(text: string, delay = 300): string {
  const [value, setValue] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setValue(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return value;
}
