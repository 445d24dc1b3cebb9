import type { Command } from 'commander';
import { createApi, type Api } from './api';
import { ConfigStore, configDir, profileName, resolveCredentials } from './config';
import { processOutput, type Output } from './output';

/** The global options every command takes. */
export interface GlobalOptions {
  json?: boolean;
  profile?: string;
  baseUrl?: string;
}

/** What a command runs with: its output, the profiles, and (once asked) the API. */
export interface CommandContext {
  out: Output;
  store: ConfigStore;
  globals: GlobalOptions;
  /** The signed-in API (throws exit 3 when there is no key). */
  api(): Api;
  /** Aborted on Ctrl-C: streaming commands end cleanly on it. */
  signal: AbortSignal;
}

/** The context of the command being run (its own and its parents' options). */
export function contextOf(cmd: Command, signal: AbortSignal): CommandContext {
  const globals = cmd.optsWithGlobals() as GlobalOptions;
  const store = new ConfigStore(configDir());
  let api: Api | undefined;
  return {
    out: processOutput(Boolean(globals.json)),
    store,
    globals,
    api: () => (api ??= createApi(resolveCredentials(store, profileName(store, globals.profile), globals.baseUrl))),
    signal,
  };
}
