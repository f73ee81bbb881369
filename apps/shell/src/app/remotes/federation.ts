import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteManifest } from './manifest';
import type { RemoteName } from './route-ownership';

let entries: RemoteManifest = {};

/**
 * Runtime plugin: a remote that cannot be fetched is reported once on the console as a warning
 * with its name, and left for the mount helper to retry and then show its message.
 */
export function remoteErrorPlugin(report: (message: string) => void = console.warn): ModuleFederationRuntimePlugin {
  return {
    name: 'escapade-remote-errors',
    errorLoadRemote({ id, lifecycle }) {
      report(`Remote module ${id} could not be loaded (${lifecycle})`);
      return undefined;
    },
  };
}

/** Registers every remote of the manifest; nothing is fetched until a route needs it. */
export function registerManifest(manifest: RemoteManifest): void {
  entries = manifest;
  registerPlugins([remoteErrorPlugin()]);
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
}

/** Forgets a remote's failed entry so the next load fetches it again. */
function forget(name: RemoteName): void {
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

async function loadModuleOnce<Props extends object>(name: RemoteName, module: string): Promise<{ default: ComponentType<Props> }> {
  if (!entries[name]) throw new Error(`Remote ${name} is not in the manifest`);
  const loaded = await loadRemote<{ default: ComponentType<Props> }>(`${name}/${module}`);
  if (!loaded?.default) throw new Error(`Remote ${name} exposes no ${module} component`);
  return loaded;
}

/**
 * Loads an exposed module of a remote (`./Routes`, `./SearchBox`…), retrying once after a failure
 * (a flaky network, a deploy in progress).
 */
export async function loadRemoteModule<Props extends object>(name: RemoteName, module: string): Promise<{ default: ComponentType<Props> }> {
  try {
    return await loadModuleOnce<Props>(name, module);
  } catch {
    forget(name);
    return loadModuleOnce<Props>(name, module);
  }
}

/** Called by the retry button: the next render loads the remote afresh. */
export function resetRemote(name: RemoteName): void {
  forget(name);
}
