export { brand, telHref, whatsappHref, type Brand } from './brand';

export { useSession, logoutRouteFor, type SessionState, type SessionStatus } from './session/sessionStore';
export { sessionUserFrom, type LoginAnswer, type SessionUser } from './session/sessionUser';

export { apiRequest } from './api/apiRequest';
export { configureApi } from './api/config';
export { ApiError, NetworkError, type ApiErrorDetails } from './api/errors';
export type { RequestOptions, RouteBody, RouteResponse } from './api/http';

export { RequireRole, type RequireRoleProps } from './guard/RequireRole';
export { LOGIN_REQUIRED_NOTE, loginPathFor, returnPathFrom, type LoginRedirectState } from './guard/loginPath';

export { notify } from './notify';
export { queryClient } from './query/queryClient';
export { useApiMutation } from './query/useApiMutation';

export { AppProviders } from './ui/AppProviders';
export { NotFoundPage } from './ui/NotFoundPage';
export { theme } from './ui/theme';
