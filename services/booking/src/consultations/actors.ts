import { Role, type Actor } from '@hp/contracts';
import { DomainError, type RpcMeta } from '@hp/service-platform';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller, when it has `role` (and, for providers, `entityType`). The gateway's route table checks the role
 * already; the service checks again, so that no other caller of the subject is answered. Account ids are UUIDs.
 */
function actorWith(meta: RpcMeta, role: Role, entityType?: Actor['entityType']): Actor {
  const actor = meta.actor;
  if (!actor || actor.role !== role || !UUID.test(actor.id)) throw new DomainError('AUTH.FORBIDDEN');
  if (entityType && actor.entityType !== entityType) throw new DomainError('AUTH.FORBIDDEN');
  return actor;
}

/** The signed-in patient's account id: the owner of what they book, never a field of the request. */
export const patientOf = (meta: RpcMeta): string => actorWith(meta, Role.User).id;

export const adminOf = (meta: RpcMeta): Actor => actorWith(meta, Role.Admin);

/** The signed-in clinic's login (a pharmacy's or a lab's token is refused). */
export const clinicAccountOf = (meta: RpcMeta): string => actorWith(meta, Role.Provider, 'clinic').id;
