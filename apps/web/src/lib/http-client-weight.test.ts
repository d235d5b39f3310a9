import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const shared = resolve(here, '../../../../packages/shared/src');

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@sp/shared/')
    ? resolve(shared, spec.slice('@sp/shared/'.length))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => existsSync(file)) ?? null;
}

/** The files `entry` loads at run time (type-only imports left out), and the packages they name. */
function closure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const walk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, spec] of source.matchAll(
      /^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm,
    )) {
      if (typeOnly) continue;
      const next = resolveImport(file, spec);
      if (next) walk(next);
      else if (!spec.startsWith('.')) packages.add(spec);
    }
  };
  walk(entry);
  return { files, packages };
}

describe('the HTTP client every public page loads', () => {
  it('pulls no zod in (26 KB gzipped on /search and /company/{id}) through a shared constant it reads', () => {
    for (const entry of ['http-client.ts', 'http.ts']) {
      const { packages } = closure(resolve(here, entry));
      expect(
        [...packages].filter((name) => name === 'zod' || name.startsWith('zod/')),
        entry,
      ).toEqual([]);
    }
  });
});
