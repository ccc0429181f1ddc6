/**
 * The part of React Router the front end uses, carried by the SDK. Every build serves `react-router-dom` imports from
 * here (rspack/react-router-dom.js), so the page has one router (one set of contexts) without sharing the whole
 * package: a shared module cannot be tree-shaken, and react-router whole is ~60 KB gzip against ~15 KB for this.
 * A name missing here fails the build of whoever imports it (`exportsPresence: 'error'`); add it here and to
 * rspack/react-router-dom.js (router.spec.ts keeps the two lists equal).
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Outlet,
  Link,
  NavLink,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useInRouterContext,
  useOutletContext,
  useResolvedPath,
  useNavigationType,
  matchRoutes,
  matchPath,
  generatePath,
  createSearchParams,
} from 'react-router-dom';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  LinkProps,
  NavLinkProps,
  Params,
  RouteObject,
  To,
} from 'react-router-dom';
