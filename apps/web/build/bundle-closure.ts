import type { Rolldown } from 'vite';

/** The files a chunk loads with it: itself and, transitively, every chunk it imports statically. */
export function bundleClosure(bundle: Rolldown.OutputBundle): (file: string) => Set<string> {
  const loadedWith = new Map<string, Set<string>>();
  const closure = (file: string): Set<string> => {
    const known = loadedWith.get(file);
    if (known) return known;
    const files = new Set<string>([file]);
    loadedWith.set(file, files);
    const chunk = bundle[file];
    for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) {
      for (const dep of closure(imported)) files.add(dep);
    }
    return files;
  };
  return closure;
}
