import type { AccountStatus, AdminLoginResponse, EntityType, LoginResponse, Role } from '@hp/contracts';

/** Who is signed in, as every remote sees it. The access token is kept beside it, never inside. */
export interface SessionUser {
  id: string;
  email: string | null;
  role: Role;
  entityType?: EntityType;
  isApproved: boolean;
  status: AccountStatus;
}

export type LoginAnswer = LoginResponse | AdminLoginResponse;

/** Users and providers get the flat login answer; admins get `{ admin: {...} }` (the earlier app's shape). */
export function sessionUserFrom(answer: LoginAnswer): SessionUser {
  if ('admin' in answer) {
    return {
      id: answer.admin._id,
      email: answer.admin.email,
      role: answer.role,
      isApproved: answer.admin.isApproved,
      status: 'approved',
    };
  }
  return {
    id: answer.id,
    email: answer.email,
    role: answer.role,
    ...(answer.entityType ? { entityType: answer.entityType } : {}),
    isApproved: answer.isApproved,
    status: answer.status,
  };
}
