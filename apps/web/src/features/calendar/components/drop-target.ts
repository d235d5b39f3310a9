import { type DragEvent, useState } from 'react';

/**
 * A day or an hour slot that takes a dragged event (HTML5 drag and drop, as the tasks' and the deals' boards):
 * `allowed` while an event the caller may move is dragged from elsewhere; `over` while it hovers here.
 */
export function useDropTarget(allowed: boolean, onDrop: () => void) {
  const [over, setOver] = useState(false);
  return {
    over: allowed && over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!allowed) return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
        if (!over) setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        if (!allowed) return;
        event.preventDefault();
        onDrop();
      },
    },
  };
}
