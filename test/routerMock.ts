/**
 * Stands in for next/router in component tests (mapped in jest.config.mjs);
 * tests set the current route with setRoute().
 */
type Handler = (...args: unknown[]) => void;

const handlers = new Map<string, Set<Handler>>();

export const router = {
  asPath: '/',
  pathname: '/',
  query: {} as Record<string, string | string[]>,
  isReady: true,
  push: jest.fn(async () => true),
  replace: jest.fn(async () => true),
  prefetch: jest.fn(async () => undefined),
  events: {
    on: (event: string, handler: Handler) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
    },
    off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
    emit: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((h) => h(...args)),
  },
};

export function setRoute(asPath: string, query: Record<string, string | string[]> = {}) {
  router.asPath = asPath;
  router.pathname = asPath.split('?')[0] ?? '/';
  router.query = query;
}

export const useRouter = () => router;
export default router;
