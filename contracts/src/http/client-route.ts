import type { HttpMethod, HttpRoute } from './route.js';

// The browser's view of the routes. A server route table (`authRoutes`) names every schema of its routes, so
// importing it, even for one route's path, builds them all on the page (714 schemas on /admin). The browser needs of
// a route only where it goes (method, path), who may call it, whether it takes path params or a query, and, at type
// level only, what it takes and answers. So each domain declares next to its `http.ts` a schema-free `api.ts`
// (`authApi`, ...) with `clientRoutes<typeof authRoutes>()({ ... })`: the type check demands each entry's literal
// method, path, access and markers from the server route, and `client-routes.spec.ts` compares the values too.

/** Who may call a route ('public', 'optional' or the roles), as in `HttpRoute['access']`. */
export type RouteAccess = HttpRoute['access'];

/**
 * What the browser needs of any route. `params` / `query` / `multipart` are `true` when the server route has them
 * (the SDK decides from them how a call is made); `cacheSeconds` is the server's. `~server` is never set: it carries
 * the server route's type, and with it the schemas' types, so that calls are typed without any schema in the bundle.
 */
export interface ClientRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: RouteAccess;
  readonly params?: true;
  readonly query?: true;
  readonly multipart?: true;
  readonly cacheSeconds?: number;
  readonly '~server'?: HttpRoute;
}

/** The client view of one server route: its literal method, path and access, the markers, and its type. */
export type ClientRouteOf<R extends HttpRoute> = {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly access: R['access'];
  readonly '~server'?: R;
} & (R extends { params: object } ? { readonly params: true } : unknown) &
  (R extends { query: object } ? { readonly query: true } : unknown) &
  (R extends { multipart: object } ? { readonly multipart: true } : unknown) &
  (R extends { cacheSeconds: number } ? { readonly cacheSeconds: R['cacheSeconds'] } : unknown);

/** The client view of a server route table. */
export type ClientRoutesOf<T extends Record<string, HttpRoute>> = {
  readonly [K in keyof T]: ClientRouteOf<T[K]>;
};

/** The server route a client route stands for (its schemas' types). */
export type ServerRouteOf<R extends ClientRoute> = NonNullable<R['~server']>;

/**
 * Declares the client view of a server table: `clientRoutes<typeof authRoutes>()({ userLogin: { method: 'POST',
 * path: '/api/user/login', access: 'public' }, ... })`. Every route of the table must be there, each with exactly the
 * server's method, path, access and markers (a literal type each), and nothing else; a test compares the values.
 */
export const clientRoutes =
  <T extends Record<string, HttpRoute>>() =>
  (routes: ClientRoutesOf<T>): ClientRoutesOf<T> =>
    routes;

/** The client view of a route, built from the server route (tests, and the check of the declared views). */
export function clientRouteOf<R extends HttpRoute>(route: R): ClientRouteOf<R> {
  const view: Record<string, unknown> = { method: route.method, path: route.path, access: route.access };
  if (route.params) view.params = true;
  if (route.query) view.query = true;
  if (route.multipart) view.multipart = true;
  if (route.cacheSeconds !== undefined) view.cacheSeconds = route.cacheSeconds;
  return view as ClientRouteOf<R>;
}

/** `clientRouteOf` for every route of a table. */
export const clientRoutesOf = <T extends Record<string, HttpRoute>>(table: T): ClientRoutesOf<T> =>
  Object.fromEntries(
    Object.entries(table).map(([name, route]) => [name, clientRouteOf(route)]),
  ) as ClientRoutesOf<T>;
