/**
 * React Router v7 behaviours adopted now (state updates in transitions, relative splat paths), so
 * every router of the site — shell, standalone remotes, tests — behaves the same and upgrades cleanly.
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
