import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PizZip from 'pizzip';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from './builtin/docx-builder';
import {
  createOfficeConverter,
  OFFICE_MEMORY_LIMIT_BYTES,
  OfficeConversionError,
  probeSandbox,
  spawnPlan,
} from './office';

/**
 * The sandbox soffice runs in (issue 10 §4): an environment without the server's secrets, a private home and
 * profile, no network where the machine allows a network namespace, a memory limit, a time limit. A stand-in
 * «soffice» (a shell script) reports what it was given; LibreOffice itself proves the network is gone.
 */

const isLinux = process.platform === 'linux';
const ownNetwork = isLinux ? readlinkSync('/proc/self/ns/net') : '';
/** whether this machine lets us make a network namespace (root: unshare -n; others: unshare -rn) */
const unshareWorks = [['-n'], ['-r', '-n']].some(
  (flags) => spawnSync('unshare', [...flags, 'true']).status === 0,
);
const prlimitWorks = spawnSync('prlimit', ['--as=2147483648', 'true']).status === 0;
const hasSoffice = (await createOfficeConverter().binary()) !== null;

const SECRETS = {
  JWT_SECRET: 'jwt-secret-that-must-not-reach-soffice',
  DATABASE_URL: 'postgres://sp:db-password-that-must-not-leak@db.internal/sp',
  TELEGRAM_BOT_TOKEN: '123456:telegram-token-that-must-not-leak',
  SMTP_URL: 'smtp://mailer:smtp-password@mail.internal',
};

let dir: string;
const saved = new Map<string, string | undefined>();

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sp-office-test-'));
  for (const [key, value] of Object.entries(SECRETS)) {
    saved.set(key, process.env[key]);
    process.env[key] = value;
  }
});
afterAll(() => {
  for (const [key, value] of saved) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for soffice: a shell script in the test's folder. */
function script(name: string, body: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

/**
 * Writes, as the «PDF», its environment, its network namespace, its address-space limit (KB), its arguments and
 * whether it can read the server's working directory's files through its HOME.
 */
const REPORTER = `out=""; prev=""
for arg in "$@"; do [ "$prev" = "--outdir" ] && out="$arg"; prev="$arg"; done
{ env; echo "@NETNS=$(readlink /proc/self/ns/net)"; echo "@ULIMIT_V=$(ulimit -v)"; echo "@ARGS=$*"; } > "$out/document.pdf"`;

function parseReport(report: string) {
  const env = new Map<string, string>();
  const facts = new Map<string, string>();
  for (const line of report.split('\n')) {
    const at = line.indexOf('=');
    if (at <= 0) continue;
    if (line.startsWith('@')) facts.set(line.slice(1, at), line.slice(at + 1));
    else env.set(line.slice(0, at), line.slice(at + 1));
  }
  return { env, facts };
}

/** A process that still runs (a killed one waiting to be reaped, a zombie, does not). */
function alive(pid: number): boolean {
  if (!isLinux) {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Variables sh itself may add to what it was given. */
const SHELL_OWN = new Set(['PWD', 'OLDPWD', 'SHLVL', '_']);

describe('soffice runs sandboxed', () => {
  it('gets none of the server’s environment, a private home and profile, no network, bounded memory', async () => {
    const office = createOfficeConverter({ sofficePath: script('soffice', REPORTER), warn: () => {} });
    const report = (await office.toPdf(buildDocx('Проба', []))).toString();
    for (const secret of Object.values(SECRETS)) expect(report).not.toContain(secret);

    const { env, facts } = parseReport(report);
    for (const name of Object.keys(SECRETS)) expect(env.has(name)).toBe(false);
    const given = [...env.keys()].filter((name) => !SHELL_OWN.has(name)).sort();
    expect(given).toEqual(
      expect.arrayContaining(['HOME', 'LANG', 'LC_ALL', 'PATH', 'SAL_USE_VCLPLUGIN', 'TMPDIR']),
    );
    for (const name of given) {
      expect([
        'FONTCONFIG_FILE',
        'FONTCONFIG_PATH',
        'HOME',
        'LANG',
        'LC_ALL',
        'PATH',
        'SAL_USE_VCLPLUGIN',
        'TMPDIR',
        'TZ',
      ]).toContain(name);
    }

    // home, temporary files and the LibreOffice profile: one private folder of this call, removed afterwards
    const home = env.get('HOME') ?? '';
    expect(home.startsWith(tmpdir())).toBe(true);
    expect(home).not.toBe(process.env.HOME);
    const callDir = path.dirname(home);
    expect(env.get('TMPDIR')?.startsWith(callDir)).toBe(true);
    expect(facts.get('ARGS')).toContain(`-env:UserInstallation=file://${callDir}/`);
    expect(existsSync(callDir)).toBe(false);

    if (isLinux && unshareWorks) expect(facts.get('NETNS')).not.toBe(ownNetwork);
    if (prlimitWorks) expect(Number(facts.get('ULIMIT_V'))).toBe(OFFICE_MEMORY_LIMIT_BYTES / 1024);
  });

  it('the spawn plan: only the listed variables, a network namespace when the machine allows one, a memory limit', async () => {
    const sandbox = await probeSandbox();
    expect(sandbox.network !== null).toBe(unshareWorks);
    expect(sandbox.memory !== null).toBe(prlimitWorks);
    const plan = spawnPlan('/usr/bin/soffice', ['--headless'], '/tmp/sp-office-x', sandbox);
    const env = plan.options.env ?? {};
    for (const name of Object.keys(SECRETS)) expect(env).not.toHaveProperty(name);
    expect(env).toMatchObject({ HOME: '/tmp/sp-office-x/home', TMPDIR: '/tmp/sp-office-x/tmp' });
    expect(plan.options.detached).toBe(true);
    const command = [plan.command, ...plan.args];
    expect(command.slice(-2)).toEqual(['/usr/bin/soffice', '--headless']);
    if (unshareWorks) {
      const unshare = command.findIndex((part) => path.basename(part) === 'unshare');
      expect(unshare).toBeGreaterThanOrEqual(0);
      expect(command.slice(unshare + 1, command.indexOf('--', unshare))).toContain('-n');
    }
    if (prlimitWorks) expect(command).toContain(`--as=${OFFICE_MEMORY_LIMIT_BYTES}`);
  });

  describe('a conversion over its time', () => {
    const pidFile = () => path.join(dir, 'sleeper.pids');
    afterEach(() => rmSync(pidFile(), { force: true }));

    it('is killed with every process it started', async () => {
      // the script and a child of it both sleep; both must be gone after the timeout
      const sleeper = script('sleeper', `sleep 30 & echo "$$ $!" > "${pidFile()}"; wait`);
      const office = createOfficeConverter({ sofficePath: sleeper, timeoutMs: 1500, warn: () => {} });
      await expect(office.toPdf(buildDocx('Долго', []))).rejects.toThrow(OfficeConversionError);
      const pids = readFileSync(pidFile(), 'utf8').trim().split(/\s+/).map(Number);
      expect(pids).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const pid of pids) expect(alive(pid)).toBe(false);
    });
  });

  it.skipIf(!hasSoffice || !unshareWorks)(
    'LibreOffice has no network: a picture linked to a URL is not fetched, even from a document nobody cleaned',
    async () => {
      const hits: string[] = [];
      const server = http.createServer((request, response) => {
        hits.push(request.url ?? '');
        response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/linked.png`;
      try {
        // straight to the converter, past the template check: the sandbox is the second line of defence
        const zip = new PizZip(buildDocx('Сеть', []));
        const blip = `<w:p><w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wp:extent cx="952500" cy="952500"/><wp:docPr id="1" name="p"/><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="1" name="p"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="rIdNet"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="952500" cy="952500"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
        zip.file(
          'word/document.xml',
          (zip.file('word/document.xml')?.asText() ?? '').replace('<w:body>', `<w:body>${blip}`),
        );
        zip.file(
          'word/_rels/document.xml.rels',
          (zip.file('word/_rels/document.xml.rels')?.asText() ?? '').replace(
            '</Relationships>',
            `<Relationship Id="rIdNet" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="${url}" TargetMode="External"/></Relationships>`,
          ),
        );
        const office = createOfficeConverter({ warn: () => {} });
        const pdf = await office.toPdf(zip.generate({ type: 'nodebuffer' }));
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        expect(hits).toEqual([]);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );
});
