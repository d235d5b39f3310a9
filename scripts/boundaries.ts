// The import rules of docs/architecture.md as a check that can fail: `npm run test:boundaries`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Violation = { from: string; to: string; rule: string };

/** Server modules whose tables every module may read: who someone is and which company they work for. */
export const CORE_MODULES = ['accounts', 'companies'];

const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers a source file imports (static, re-exports and dynamic `import('…')`). */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) found.push(match[1] ?? match[2]);
  return found;
}

/** Where a file sits, in the terms of the rules; paths are relative to the repository, with `/`. */
export function placeOf(file: string) {
  let match = /^apps\/web\/src\/features\/([^/]+)\//.exec(file);
  if (match) return { side: 'web', area: 'feature', name: match[1] } as const;
  match = /^apps\/web\/src\/(app|components|lib)\//.exec(file);
  if (match) return { side: 'web', area: match[1], name: match[1] } as const;
  match = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(file);
  if (match) return { side: 'server', area: 'module', name: match[1], rest: match[2] } as const;
  match = /^apps\/server\/src\/(platform|db|demo)\//.exec(file);
  if (match) return { side: 'server', area: match[1], name: match[1] } as const;
  match = /^apps\/server\/src\/(config|app|main|services)\.ts$/.exec(file);
  if (match) return { side: 'server', area: match[1], name: match[1] } as const;
  if (file.startsWith('packages/shared/')) return { side: 'shared', area: 'shared', name: 'shared' } as const;
  return { side: 'other', area: 'other', name: 'other' } as const;
}

/**
 * What a module offers others: its services (`*.service.ts`) and the small public files it names here.
 * A core module (accounts, companies) offers its tables too.
 */
export function isPublicFileOf(module: string, rest: string): boolean {
  if (/\.service\.ts$/.test(rest)) return true;
  if (CORE_MODULES.includes(module) && /\.table\.ts$/.test(rest)) return true;
  return (PUBLIC_FILES[module] ?? []).includes(rest);
}

/** Small public files beyond services: constants and pure helpers another module may use. */
export const PUBLIC_FILES: Record<string, string[]> = {
  // whose balance and tariff a request works with: every money module asks it
  payments: ['billing-scope.ts'],
  // the documents pipeline's writer, converter and file helpers: invoices are made with them
  documents: ['builtin/docx-builder.ts', 'document-values.ts', 'documents.common.ts', 'office.ts'],
  // issue 16: a dealer's requests are promo_codes rows and its figures are sums of promo_code_uses; the dealers
  // module (the other half of the feature) reads and writes them for the dealers
  'promo-codes': ['promo-codes.table.ts'],
};

/** The rule an import from `from` to the repository file `to` breaks, if any. */
export function ruleBroken(from: string, to: string): string | null {
  const a = placeOf(from);
  const b = placeOf(to);
  if (a.side === 'shared' && (to.startsWith('apps/') || b.side !== 'shared'))
    return 'packages/shared imports nothing of the apps';
  if (a.side === 'web') {
    if (a.area === 'feature' && b.area === 'feature' && a.name !== b.name)
      return 'a web feature does not import another feature';
    if (a.area !== 'app' && b.area === 'app') return 'only app/ imports app/';
    if ((a.area === 'components' || a.area === 'lib') && b.area === 'feature')
      return 'components/ and lib/ import no feature';
  }
  if (a.side === 'server') {
    if (
      a.area === 'platform' &&
      !['platform', 'config', 'shared'].includes(b.area) &&
      !/\/db\/client\.ts$/.test(to)
    )
      return 'platform/ imports no module (only platform/, db/client and config)';
    if (a.area === 'db' && (b.area === 'module' || b.area === 'demo'))
      return 'db/ is the client and migrations only';
    // a table names another module's table for a foreign key: that is the one schema, not a query
    const schemaReference = /\.table\.ts$/.test(from) && /\.table\.ts$/.test(to);
    if (
      a.area === 'module' &&
      b.area === 'module' &&
      a.name !== b.name &&
      !schemaReference &&
      !isPublicFileOf(b.name, b.rest)
    )
      return `a module uses another through its service: ${b.name}/${b.rest}`;
  }
  return null;
}

function listSources(root: string, dir: string, out: string[]): string[] {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) listSources(root, rel, out);
    else if (SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

function resolve(from: string, specifier: string, files: Set<string>): string | null {
  let target: string;
  if (specifier.startsWith('.'))
    target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else if (specifier.startsWith('@sp/shared/'))
    target = `packages/shared/src/${specifier.slice('@sp/shared/'.length)}`;
  else return null;
  if (files.has(target)) return target;
  for (const extension of EXTENSIONS) if (files.has(target + extension)) return target + extension;
  return null;
}

/** Every import of the repository's sources (tests left out) that breaks a rule. */
export function checkRepository(root: string): Violation[] {
  const files = [
    ...listSources(root, 'apps/web/src', []),
    ...listSources(root, 'apps/server/src', []),
    ...listSources(root, 'packages/shared/src', []),
  ];
  const known = new Set(files);
  const violations: Violation[] = [];
  for (const from of files) {
    for (const specifier of importsOf(readFileSync(path.join(root, from), 'utf8'))) {
      const to = resolve(from, specifier, known);
      if (!to) continue;
      const rule = ruleBroken(from, to);
      if (rule) violations.push({ from, to, rule });
    }
  }
  return violations;
}

/** Cycles between server modules (module A imports B which, through others, imports A). */
export function moduleCycles(root: string): string[][] {
  const files = listSources(root, 'apps/server/src/modules', []);
  const known = new Set(files);
  const edges = new Map<string, Set<string>>();
  for (const from of files) {
    const a = placeOf(from).name;
    for (const specifier of importsOf(readFileSync(path.join(root, from), 'utf8'))) {
      const to = resolve(from, specifier, known);
      if (!to) continue;
      const b = placeOf(to).name;
      if (a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
    }
  }
  // Tarjan's strongly connected components; a component of two or more modules is a cycle
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

const CYRILLIC = /['`"][^'`"\n]*[\u0400-\u04FF]/;
const ERROR_CALL =
  /\b(badRequest|forbidden|conflict|unauthorized|fieldError|tooManyRequests)\(|new ApiError\(|\bdetail: |\bmessage: \(?\w*\)? =>/;
const MESSAGE_CONSTANT = /^export const [A-Z][A-Z0-9_]* =\s*(['`"][^'`"\n]*[\u0400-\u04FF]|\(|$)/;

/**
 * Places in the server that write an error message inline instead of taking it from a shared message table
 * (packages/shared/src/api/*): a Russian literal in an error's construction, or a message constant declared in
 * the server. Lines are `file:line`.
 */
export function inlineErrorMessages(root: string): string[] {
  const found: string[] = [];
  for (const file of [
    ...listSources(root, 'apps/server/src/modules', []),
    ...listSources(root, 'apps/server/src/platform', []),
  ]) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const next = lines[index + 1] ?? '';
      const errorCall =
        ERROR_CALL.test(line) && (CYRILLIC.test(line) || (/[(>]$/.test(line.trim()) && CYRILLIC.test(next)));
      const constant = MESSAGE_CONSTANT.test(line) && (CYRILLIC.test(line) || CYRILLIC.test(next));
      if (errorCall || constant) found.push(`${file.replace('apps/server/src/', '')}:${index + 1}`);
    });
  }
  return found;
}
