import type { RouteOptions } from 'fastify';

type RouteHookName = 'preHandler' | 'onSend';

/**
 * Adds a hook to one route while it is being added (from an `onRoute` hook), after the hooks it has: a hook that
 * concerns a few routes (throttled ones, writes) costs the other requests nothing. Route hooks run after the
 * app's own hooks of the same kind (so after compression, for onSend).
 */
export function addRouteHook(route: RouteOptions, name: RouteHookName, hook: unknown): void {
  const existing = route[name] as unknown;
  const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (route as unknown as Record<RouteHookName, unknown[]>)[name] = [...hooks, hook];
}
