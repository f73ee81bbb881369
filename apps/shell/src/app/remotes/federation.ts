import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { loadTravelMessages, type PagePrefetch, type RemoteRoutesModule } from '@escapade/app-providers';
import { loadMessagesOnce } from '@escapade/i18n';
import type { MarketLanguage } from '@escapade/util-market';
import type { RemoteEntries, RemoteManifest } from './manifest';
import { requestedOverrides } from './remote-overrides';
import type { RemoteName } from './route-ownership';

let entries: RemoteEntries = {};
let registered: Promise<RemoteEntries> = Promise.resolve({});

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

/**
 * Registers every remote of the manifest, or in its place the preview build this tab asked for and
 * the allow-list accepts (remote-overrides.ts); nothing is fetched until a route needs it. The code
 * that judges overrides (accept-overrides.ts) loads only in a tab that asks for one, and remotes
 * load once it has judged. Without a manifest (`{}`, it could not be read) no remote is registered
 * and the tab's overrides wait for the next page.
 */
export function registerManifest(manifest: Partial<RemoteManifest>): void {
  registerPlugins([remoteErrorPlugin()]);
  const { remotes = {}, overrideOrigins } = manifest;
  const register = (overrides: RemoteEntries) => {
    entries = { ...remotes, ...overrides };
    registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
    return overrides;
  };
  const requested = overrideOrigins && requestedOverrides();
  if (!overrideOrigins || !requested) {
    register({});
    return;
  }
  registered = import('./accept-overrides').then(
    ({ acceptOverrides }) => register(acceptOverrides(requested, { remotes, overrideOrigins })),
    (error: Error) => {
      console.warn('Remote overrides could not be judged: the published remotes are used.', error.message);
      return register({});
    },
  );
}

/** The remotes this tab loads from a preview build instead of the published one, once they are registered. */
export function remotesRegistered(): Promise<RemoteEntries> {
  return registered;
}

/** Forgets a remote's failed entry so the next load fetches it again. */
function forget(name: RemoteName): void {
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** Modules already loaded in this page, by `name/module`: a mount renders them at once, without suspending. */
const ready = new Map<string, { default: ComponentType<object> }>();

async function loadModuleOnce<Props extends object>(name: RemoteName, module: string): Promise<{ default: ComponentType<Props> }> {
  await registered;
  if (!entries[name]) throw new Error(`Remote ${name} is not in the manifest`);
  const loaded = await loadRemote<{ default: ComponentType<Props> }>(`${name}/${module}`);
  if (!loaded?.default) throw new Error(`Remote ${name} exposes no ${module} component`);
  ready.set(`${name}/${module}`, loaded as { default: ComponentType<object> });
  return loaded;
}

/** An exposed module this page has already loaded, if any. */
export function readyModule(name: RemoteName, module: string): { default: ComponentType<object> } | undefined {
  return ready.get(`${name}/${module}`);
}

const warming = new Set<RemoteName>();

/**
 * Loads a remote's `./Routes` ahead of a likely visit (a link to one of its pages is hovered,
 * focused or touched), once per page, so the click renders it without a skeleton. The federation
 * runtime's `preloadRemote` cannot do it here: it lists a remote's files from the manifest snapshot
 * these builds leave out (`disableSnapshot`). A failure is left for the visit itself to retry and report.
 * `loaded` runs with the module once it is there.
 */
export function warmRemote(name: RemoteName, language: MarketLanguage, loaded?: (routes: RemoteRoutesModule) => void): void {
  if (warming.has(name)) return;
  warming.add(name);
  // The travel texts every remote shows, fetched beside its code.
  loadMessagesOnce(loadTravelMessages, language).catch(() => undefined);
  loadRemoteModule<object>(name, 'Routes')
    .then((module) => {
      const routes = module as RemoteRoutesModule;
      loaded?.(routes);
      // What the page needs before it renders (its message catalog), if the remote says.
      return routes.preload?.(language);
    })
    .catch(() => warming.delete(name));
}

/**
 * Starts the page being opened as the shell starts, beside the hydration of its frame: the code and
 * texts of the remote that owns it and, when the remote says how (`prefetch`), the page's requests,
 * so the results page's search is on its way before the page first renders instead of after.
 */
export function startRemotePage(name: RemoteName, language: MarketLanguage, prefetch: PagePrefetch): void {
  warmRemote(name, language, (routes) => routes.prefetch?.(prefetch));
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
