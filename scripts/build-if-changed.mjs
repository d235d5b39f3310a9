// Builds the web app and the compiled server only when what each is built from changed since its last build
// (issue 13 §3): `npm start` on an unchanged checkout serves at once. Each stamp is a SHA-256 of the sources'
// paths and bytes, written after a build that succeeded (in node_modules/.cache, not in dist/, which is
// served); `--force` builds anyway; `--only web` or `--only server` builds one of the two.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const SHARED = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];
const TARGETS = [
  {
    name: 'web app',
    key: 'web',
    output: 'apps/web/dist/index.html',
    stamp: 'apps/web/node_modules/.cache/web-build-stamp',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/person.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      'apps/web/package.json',
      'apps/web/scripts/compress-dist.mjs',
      ...SHARED,
    ],
    command: ['npm', 'run', 'build', '-w', '@sp/web'],
  },
  {
    name: 'server',
    key: 'server',
    output: 'apps/server/dist/main.mjs',
    stamp: 'apps/server/node_modules/.cache/server-build-stamp',
    sources: ['apps/server/src', 'apps/server/package.json', 'apps/server/scripts/build.mjs', ...SHARED],
    command: ['node', 'apps/server/scripts/build.mjs'],
  },
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

function sourceStamp(sources) {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(source)) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(path.join(repo, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
for (const target of TARGETS.filter((candidate) => !only || candidate.key === only)) {
  const stamp = sourceStamp(target.sources);
  const stampFile = path.join(repo, target.stamp);
  const built = existsSync(path.join(repo, target.output)) && existsSync(stampFile);
  if (!process.argv.includes('--force') && built && readFileSync(stampFile, 'utf8').trim() === stamp) {
    console.log(`${target.name}: built from these sources already (${target.output}); not building again`);
    continue;
  }
  const [command, ...args] = target.command;
  const build = spawnSync(command, args, { cwd: repo, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${stamp}\n`);
}
