// Builds the web app only when what it is built from changed since the last build (issue 13 §3): `npm start`
// on an unchanged checkout serves at once. The stamp is a SHA-256 of the sources' paths and bytes, written
// after a build that succeeded (in node_modules/.cache, not in dist/, which is served); `--force` builds anyway.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(web, '../..');
const STAMP = path.join(web, 'node_modules/.cache/web-build-stamp');
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/scripts/compress-dist.mjs',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];
const SKIP = /(^|\/)(node_modules|\.DS_Store)$|\.test\.tsx?$/;

function* files(entry) {
  const full = path.join(repo, entry);
  if (!existsSync(full) || SKIP.test(entry)) return;
  if (!statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) yield* files(`${entry}/${name}`);
}

function sourceStamp() {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of files(source)) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(path.join(repo, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

const stamp = sourceStamp();
const built = existsSync(path.join(web, 'dist/index.html')) && existsSync(STAMP);
if (!process.argv.includes('--force') && built && readFileSync(STAMP, 'utf8').trim() === stamp) {
  console.log('web app: built from these sources already (apps/web/dist); not building again');
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build', '-w', '@sp/web'], { cwd: repo, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
mkdirSync(path.dirname(STAMP), { recursive: true });
writeFileSync(STAMP, `${stamp}\n`);
