import { spawn } from 'node:child_process';
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

function run(binary: string, args: string[], cwd: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // its own process group, so a timeout kills oosplash and soffice.bin together
    const child = spawn(binary, args, {
      cwd,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, HOME: cwd, SAL_USE_VCLPLUGIN: 'svp' },
    });
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
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else {
        const reason = stderr.trim().slice(0, 500);
        reject(new OfficeConversionError(`${path.basename(binary)} exited with ${code}: ${reason}`));
      }
    });
  });
}

export function createOfficeConverter(options: { sofficePath?: string | null; timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? 60_000;
  let queue: Promise<unknown> = Promise.resolve();

  /** one at a time: the next call starts when the previous one settled, however it ended */
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task, task);
    queue = result.catch(() => undefined);
    return result;
  }

  /** a fresh temporary directory for one call, removed afterwards */
  async function inTempDir<T>(task: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(path.join(tmpdir(), 'sp-office-'));
    try {
      return await task(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  function convertNow(binary: string, docx: Buffer): Promise<Buffer> {
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
        timeoutMs,
      );
      const produced = (await readdir(out)).find((name) => name.toLowerCase().endsWith('.pdf'));
      if (!produced) throw new OfficeConversionError('soffice produced no PDF');
      return readFile(path.join(out, produced));
    });
  }

  function rasterizeNow(binary: string, pdf: Buffer): Promise<Buffer> {
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
      return enqueue(() => convertNow(binary, docx));
    },
    async firstPagePng(pdf) {
      const binary = await findOnPath('pdftoppm');
      if (!binary) throw new OfficeUnavailableError('pdftoppm');
      return enqueue(() => rasterizeNow(binary, pdf));
    },
  };
  return converter;
}
