/**
 * Profiles: API keys and base URLs kept in the user's config dir (`$PLATFORM_CONFIG_DIR`, else
 * `$XDG_CONFIG_HOME/platform`, `~/.config/platform`, or `%APPDATA%\platform` on Windows), in
 * `config.json` with file mode 0600 in a 0700 directory, written whole through a temporary file so a
 * crash never leaves half a file. `PLATFORM_API_KEY` and `PLATFORM_BASE_URL` override the profile.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { CliError, ExitCode } from './exit-codes';

/** Where a local `npm start` serves {base_url}. */
export const DEFAULT_BASE_URL = 'http://localhost:8080/platform/v1';

const profileSchema = z.object({ api_key: z.string().min(1), base_url: z.string().url() });
const fileSchema = z.object({ current: z.string().optional(), profiles: z.record(profileSchema).default({}) });
export type Profile = z.infer<typeof profileSchema>;
type ConfigFile = z.infer<typeof fileSchema>;

/** The config directory of this user. */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PLATFORM_CONFIG_DIR) return env.PLATFORM_CONFIG_DIR;
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'platform');
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'platform');
}

/** The profiles file. */
export class ConfigStore {
  readonly path: string;

  constructor(private readonly dir: string) {
    this.path = join(dir, 'config.json');
  }

  read(): ConfigFile {
    if (!existsSync(this.path)) return { profiles: {} };
    const parsed = fileSchema.safeParse(JSON.parse(readFileSync(this.path, 'utf8')));
    if (!parsed.success) throw new CliError(`${this.path} is not a config this CLI wrote; remove it and sign in again`, ExitCode.usage);
    return parsed.data;
  }

  /** Saves `profile` under `name` and makes it the current one. */
  save(name: string, profile: Profile): void {
    const file = this.read();
    file.profiles[name] = profile;
    file.current = name;
    this.write(file);
  }

  /** Forgets a profile; false when there was none of that name. */
  remove(name: string): boolean {
    const file = this.read();
    if (!file.profiles[name]) return false;
    delete file.profiles[name];
    if (file.current === name) file.current = Object.keys(file.profiles)[0];
    this.write(file);
    return true;
  }

  private write(file: ConfigFile): void {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    chmodSync(this.dir, 0o700);
    const tmp = `${this.path}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
    chmodSync(tmp, 0o600);
    renameSync(tmp, this.path);
  }
}

/** The name of the profile a command uses: `--profile`, `PLATFORM_PROFILE`, the current one, or `default`. */
export function profileName(store: ConfigStore, flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return flag || env.PLATFORM_PROFILE || store.read().current || 'default';
}

/** The key and base URL a command calls with: the environment over the profile. */
export function resolveCredentials(store: ConfigStore, name: string, baseUrlFlag: string | undefined, env: NodeJS.ProcessEnv = process.env): Profile {
  const saved = store.read().profiles[name];
  const apiKey = env.PLATFORM_API_KEY || saved?.api_key;
  if (!apiKey)
    throw new CliError(`not signed in: run \`platform login\` (profile "${name}") or set PLATFORM_API_KEY`, ExitCode.auth, { error: 'not signed in' });
  return { api_key: apiKey, base_url: normalizeBaseUrl(baseUrlFlag || env.PLATFORM_BASE_URL || saved?.base_url || DEFAULT_BASE_URL) };
}

/** `{base_url}` without a trailing slash; a bare origin gets `/platform/v1`. */
export function normalizeBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CliError(`base URL ${JSON.stringify(raw)} is not a URL`, ExitCode.usage, { error: 'invalid base URL' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CliError('base URL must be http(s)', ExitCode.usage, { error: 'invalid base URL' });
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path || '/platform/v1'}`;
}
