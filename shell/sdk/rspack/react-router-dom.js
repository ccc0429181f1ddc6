// What every build gets for `import ... from 'react-router-dom'` (an alias in federation.js): the router the SDK
// carries, so that the shell and every remote use one router instance. Keep the names equal to
// src/router/router.ts (router.spec.ts checks).
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
} from '@hp/shell-sdk';
