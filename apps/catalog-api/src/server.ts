import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app';

/** Where the built web apps are: set explicitly, or `dist/apps` in production mode. */
function webRootFromEnvironment(): string | undefined {
  if (process.env.ESCAPADE_WEB_ROOT) return resolve(process.env.ESCAPADE_WEB_ROOT);
  const built = resolve(process.cwd(), 'dist/apps');
  return process.env.NODE_ENV === 'production' && existsSync(resolve(built, 'shell/index.html')) ? built : undefined;
}

async function main(): Promise<void> {
  const host = process.env.HOST ?? 'localhost';
  const port = Number(process.env.PORT ?? 3000);
  const webRoot = webRootFromEnvironment();
  const app = await buildApp({ webRoot, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ host, port });
  const url = `http://${host}:${port}/`;
  console.log(webRoot ? `Escapade is running at ${url} (API under ${url}api/)` : `Escapade API is running at ${url}api/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
