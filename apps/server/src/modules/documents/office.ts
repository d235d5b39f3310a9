import { type SpawnOptions, spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * LibreOffice headless as the documents' converter: a .docx to PDF; the PDF's first page to PNG for previews with
 * poppler's pdftoppm (LibreOffice Writer without a GUI has no PNG export filter).
 * Each call runs `soffice --headless --convert-to …` in a temporary directory with its own user profile
 * (-env:UserInstallation), since two instances sharing one profile collide; a call is killed after the timeout;
 * calls wait in an in-process queue so one conversion runs at a time. Without soffice the server still runs:
 * `available()` answers false and the routes say so.
 *
 * The documents come from companies' own templates, so soffice is treated as running untrusted input
 * (issue 10 §4; the templates are also cleaned, docx-package.ts). It and pdftoppm get:
 * - an environment of their own (PATH, HOME and TMPDIR in the call's private folder, a UTF-8 locale, the headless
 *   VCL plugin; TZ and fontconfig's variables when set), never the server's (JWT_SECRET, DATABASE_URL, tokens);
 * - no network: a new network namespace by `unshare -n` (root) or `unshare -rn` (a user namespace, for a server
 *   not running as root), probed once; where neither is allowed (a container without CAP_SYS_ADMIN and with user
 *   namespaces off) the conversion runs with the network and a warning is logged once;
 * - an address-space limit by `prlimit --as` (1 GiB: LibreOffice 7.4 here starts reliably from 512 MiB and a
 *   700-page document or a 16 MB photo converts within it; below about 450 MiB it aborts at start);
 * - the time limit: the whole process group (prlimit, unshare and soffice exec one another, so they share it) is
 *   killed after 60 s.
 */

export class OfficeUnavailableError extends Error {
  constructor(readonly tool: 'soffice' | 'pdftoppm') {
    super(`${tool} not found`);
  }
}

export class OfficeConversionError extends Error {}

export type OfficeConverter = {
  /** the soffice in use, or null when none is installed */
  binary(): Promise<string | null>;
  available(): Promise<boolean>;
  /** the PDF; throws OfficeUnavailableError without soffice, OfficeConversionError on failure */
  toPdf(docx: Buffer): Promise<Buffer>;
  /** the PDF's first page as a PNG about 800 px wide; OfficeUnavailableError without pdftoppm */
  firstPagePng(pdf: Buffer): Promise<Buffer>;
};

const CANDIDATES = [
  '/usr/bin/soffice',
  '/usr/local/bin/soffice',
  '/usr/lib/libreoffice/program/soffice',
  '/opt/libreoffice/program/soffice',
  '/Applications/LibreOffice.app/Contents/MacOS/soffice',
];

async function executable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function findOnPath(name: string, extra: readonly string[] = []): Promise<string | null> {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name));
  for (const file of [...onPath, ...extra]) {
    if (await executable(file)) return file;
  }
  return null;
}

async function findSoffice(configured: string | null): Promise<string | null> {
  if (configured) return (await executable(configured)) ? configured : null;
  return findOnPath('soffice', CANDIDATES);
}

/** The address space soffice may use; see the note at the top. */
export const OFFICE_MEMORY_LIMIT_BYTES = 1024 * 1024 * 1024;

/** What this machine lets us wrap a conversion in: each a command prefix, or null when unavailable. */
export type Sandbox = {
  /** runs the rest in a new network namespace: `unshare -n --` or `unshare -r -n --` */
  network: string[] | null;
  /** limits the address space: `prlimit --as=<bytes> --` */
  memory: string[] | null;
  /** why a part is missing, to log once */
  warnings: string[];
};

function works(command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'ignore',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** Which sandbox this machine allows: tries `unshare -n true`, then `unshare -r -n true`, and `prlimit --as`. */
export async function probeSandbox(memoryBytes = OFFICE_MEMORY_LIMIT_BYTES): Promise<Sandbox> {
  const warnings: string[] = [];
  let network: string[] | null = null;
  const unshare = await findOnPath('unshare', ['/usr/bin/unshare', '/bin/unshare']);
  if (unshare) {
    for (const flags of [['-n'], ['-r', '-n']]) {
      if (await works(unshare, [...flags, 'true'])) {
        network = [unshare, ...flags, '--'];
        break;
      }
    }
  }
  if (!network) {
    warnings.push(
      unshare
        ? 'soffice runs with the network: this machine allows no network namespace (unshare -n and unshare -rn failed)'
        : 'soffice runs with the network: unshare (util-linux) is not installed',
    );
  }
  let memory: string[] | null = null;
  const prlimit = await findOnPath('prlimit', ['/usr/bin/prlimit', '/bin/prlimit']);
  const limit = [`--as=${memoryBytes}`];
  if (prlimit && (await works(prlimit, [...limit, 'true']))) memory = [prlimit, ...limit, '--'];
  else warnings.push('soffice runs without a memory limit: prlimit (util-linux) is not available');
  return { network, memory, warnings };
}

/** The variables a conversion keeps from the server's environment when they are set: none of them is a secret. */
const PASSED_ENV = ['PATH', 'TZ', 'FONTCONFIG_FILE', 'FONTCONFIG_PATH'] as const;

/**
 * How one conversion is started: the command (the sandbox's prefixes, then the program), its environment (only
 * what it needs, HOME and TMPDIR in the call's folder `dir`) and its own process group.
 */
export function spawnPlan(
  binary: string,
  args: readonly string[],
  dir: string,
  sandbox: Pick<Sandbox, 'network' | 'memory'>,
): { command: string; args: string[]; options: SpawnOptions } {
  const env: NodeJS.ProcessEnv = {};
  for (const name of PASSED_ENV) if (process.env[name]) env[name] = process.env[name];
  env.PATH ??= '/usr/local/bin:/usr/bin:/bin';
  Object.assign(env, {
    HOME: path.join(dir, 'home'),
    TMPDIR: path.join(dir, 'tmp'),
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    SAL_USE_VCLPLUGIN: 'svp',
  });
  const [command, ...rest] = [...(sandbox.memory ?? []), ...(sandbox.network ?? []), binary, ...args];
  return {
    command,
    args: rest,
    // its own process group, so a timeout kills prlimit, unshare, oosplash and soffice.bin together
    options: { cwd: dir, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env },
  };
}

function run(
  binary: string,
  args: string[],
  dir: string,
  sandbox: Sandbox,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const plan = spawnPlan(binary, args, dir, sandbox);
    const child = spawn(plan.command, plan.args, plan.options);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      reject(new OfficeConversionError(`${path.basename(binary)} did not finish in ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new OfficeConversionError(`${path.basename(binary)} could not start: ${error.message}`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else {
        const reason = stderr.trim().slice(0, 500);
        reject(
          new OfficeConversionError(`${path.basename(binary)} exited with ${code ?? signal}: ${reason}`),
        );
      }
    });
  });
}

export function createOfficeConverter(
  options: {
    sofficePath?: string | null;
    timeoutMs?: number;
    memoryLimitBytes?: number;
    /** where the sandbox's missing parts are told, once (default console.warn) */
    warn?: (line: string) => void;
  } = {},
) {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const warn = options.warn ?? ((line: string) => console.warn(line));
  let queue: Promise<unknown> = Promise.resolve();
  let sandbox: Promise<Sandbox> | null = null;

  /** probed on the first conversion, not at start-up: a server that never converts never spawns anything */
  function sandboxed(): Promise<Sandbox> {
    sandbox ??= probeSandbox(options.memoryLimitBytes ?? OFFICE_MEMORY_LIMIT_BYTES).then((found) => {
      for (const line of found.warnings) warn(line);
      return found;
    });
    return sandbox;
  }

  /** one at a time: the next call starts when the previous one settled, however it ended */
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task, task);
    queue = result.catch(() => undefined);
    return result;
  }

  /** a fresh private temporary directory for one call (with its home and tmp), removed afterwards */
  async function inTempDir<T>(task: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(path.join(tmpdir(), 'sp-office-'));
    try {
      await mkdir(path.join(dir, 'home'));
      await mkdir(path.join(dir, 'tmp'));
      return await task(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  function convertNow(binary: string, docx: Buffer, box: Sandbox): Promise<Buffer> {
    return inTempDir(async (dir) => {
      const input = path.join(dir, 'document.docx');
      const out = path.join(dir, 'out');
      await mkdir(out);
      await writeFile(input, docx);
      const profile = pathToFileURL(path.join(dir, 'profile')).href;
      await run(
        binary,
        [
          `-env:UserInstallation=${profile}`,
          '--headless',
          '--invisible',
          '--nologo',
          '--nodefault',
          '--norestore',
          '--nolockcheck',
          '--convert-to',
          'pdf',
          '--outdir',
          out,
          input,
        ],
        dir,
        box,
        timeoutMs,
      );
      const produced = (await readdir(out)).find((name) => name.toLowerCase().endsWith('.pdf'));
      if (!produced) throw new OfficeConversionError('soffice produced no PDF');
      return readFile(path.join(out, produced));
    });
  }

  function rasterizeNow(binary: string, pdf: Buffer, box: Sandbox): Promise<Buffer> {
    return inTempDir(async (dir) => {
      const input = path.join(dir, 'document.pdf');
      await writeFile(input, pdf);
      await run(
        binary,
        [
          '-png',
          '-f',
          '1',
          '-l',
          '1',
          '-scale-to-x',
          '800',
          '-scale-to-y',
          '-1',
          '-singlefile',
          input,
          'page',
        ],
        dir,
        box,
        timeoutMs,
      );
      return readFile(path.join(dir, 'page.png')).catch(() => {
        throw new OfficeConversionError('pdftoppm produced no PNG');
      });
    });
  }

  const converter: OfficeConverter = {
    binary: () => findSoffice(options.sofficePath ?? null),
    async available() {
      return (await converter.binary()) !== null;
    },
    async toPdf(docx) {
      const binary = await converter.binary();
      if (!binary) throw new OfficeUnavailableError('soffice');
      const box = await sandboxed();
      return enqueue(() => convertNow(binary, docx, box));
    },
    async firstPagePng(pdf) {
      const binary = await findOnPath('pdftoppm');
      if (!binary) throw new OfficeUnavailableError('pdftoppm');
      const box = await sandboxed();
      return enqueue(() => rasterizeNow(binary, pdf, box));
    },
  };
  return converter;
}
