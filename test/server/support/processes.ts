import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerProcess {
  url: string;
  /** what the process wrote to stderr (a failure's reason) */
  stderr(): string;
  stop(): Promise<void>;
}

/**
 * The real back end as its own process (`tsx server/main.ts`, what `npm run serve` runs), with
 * the environment given on top of a quiet, port-0 default. Resolves once it names its address
 * (the first log line) and /readyz answers; rejects if it exits first.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      STATIC_DIR: '/nonexistent/wallet-portal-static',
      SEED_HISTORY: 'off',
      // info, so the process names its address; request lines go to a drained pipe
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /Wallet portal sandbox on (http:\/\/\S+)/.exec(buffer);
      if (match?.[1] !== undefined) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server/main.ts exited with ${String(code)}: ${errors}`)));
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  for (let tries = 0; ; tries += 1) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 100) {
      child.kill('SIGTERM');
      throw new Error(`${url} never became ready: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stderr: () => errors,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
