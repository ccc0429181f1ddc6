import { Role, type PrescriptionType } from '@hp/contracts';
import { DomainError, type RpcMeta } from '@hp/service-platform';

/**
 * Who may call what, checked again here (the gateway checks the route's roles first): a service never acts for
 * nobody, nor for another role than the route's.
 */
export function patientOf(meta: RpcMeta): string {
  if (meta.actor?.role !== Role.User) throw new DomainError('AUTH.FORBIDDEN');
  return meta.actor.id;
}

export function adminOf(meta: RpcMeta): string {
  if (meta.actor?.role !== Role.Admin) throw new DomainError('AUTH.FORBIDDEN');
  return meta.actor.id;
}

/** A pharmacy's or laboratory's login (a clinic receives no prescriptions). */
export function providerOf(meta: RpcMeta): { accountId: string; type: PrescriptionType } {
  const actor = meta.actor;
  if (actor?.role !== Role.Provider || (actor.entityType !== 'pharmacy' && actor.entityType !== 'lab'))
    throw notAReceivingProvider();
  return { accountId: actor.id, type: actor.entityType };
}

export const notAReceivingProvider = () =>
  new DomainError('AUTH.FORBIDDEN', 'Only an approved pharmacy or laboratory receives prescriptions.');

export const noSuchSubmission = () => new DomainError('NOT_FOUND', 'No such submission.');
