import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, MEMORY_DATA_DIR, type ServerConfig } from './config';

/**
 * SERVER_SECRET if given; otherwise 32 random bytes generated once and kept in
 * DATA_DIR/secret.key (mode 0600) so sessions, CSRF cookies and sealed TOTP secrets survive a
 * restart. An in-memory database gets a fresh secret per process: nothing outlives it anyway.
 */
export async function resolveServerSecret(config: ServerConfig): Promise<string> {
  if (config.serverSecret !== undefined) return config.serverSecret;
  if (config.dataDir === MEMORY_DATA_DIR) return randomBytes(32).toString('base64url');
  const file = join(config.dataDir, 'secret.key');
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': never overwrite — if another process won the race, read its secret below.
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32)
    throw new ConfigError(`${file} holds a secret shorter than 32 characters; delete it to regenerate`);
  return secret;
}
