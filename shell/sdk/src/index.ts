export { brand, telHref, whatsappHref, type Brand } from './brand';

export { useSession, type SessionState, type SessionStatus } from './session/sessionStore';
export { sessionUserFrom, type LoginAnswer, type SessionUser } from './session/sessionUser';
export {
  refreshMembership,
  useMembership,
  type MembershipStatus,
  type MembershipView,
  type UseMembershipOptions,
} from './membership/membershipStore';

export { apiRequest, requestRoute } from './api/apiRequest';
export { uploadRequest, type MultipartRoute, type UploadOptions, type UploadProgress } from './api/upload';
export { configureApi } from './api/config';
export { ApiError, NetworkError, type ApiErrorDetails } from './api/errors';
export type {
  ApiRequestArgs,
  CallOptions,
  NeedsRouteCall,
  RequestOptions,
  RouteBody,
  RouteCall,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from './api/http';
export { pathWithParams, queryString } from './api/url';

export { RequireRole, type RequireRoleProps } from './guard/RequireRole';
export {
  LOGIN_REQUIRED_NOTE,
  loginPathFor,
  returnPathFrom,
  type LoginRedirectState,
} from './guard/loginPath';

export { notify } from './notify';

export { AppProviders } from './ui/AppProviders';
export { NotFoundPage } from './ui/NotFoundPage';

export * from './router/router';

export type { NavEntry, NavOnlyEntry, PageDeclaration, RemotePage, RemotePages } from './pages/definePages';
export { AfterFirstPaint, ScreenHeightPlaceholder, useAfterFirstPaint } from './pages/AfterFirstPaint';
export { RemoteRoutes } from './pages/RemoteRoutes';

export { LOCALES, LOCALE_STORAGE_KEY, useLocale, type Locale, type LocaleState } from './i18n/localeStore';
export { createI18n, type AreaI18n, type Catalogues } from './i18n/createI18n';
export { formatIndiaDate } from './i18n/indiaDate';
