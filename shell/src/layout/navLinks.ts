import type { NavLink, RemoteDescriptor } from '../remotes/registry';

/**
 * The header's links: those every remote declares with its pages (src/pages.ts of each mfe-*, carried by
 * /mfe-registry.json), in the order they declare (the spec's: Home, Membership Plans, Available Clinics, Insurance,
 * Clinic, Book Now).
 */
export const navLinksOf = (remotes: readonly RemoteDescriptor[]): NavLink[] =>
  remotes.flatMap((remote) => remote.nav ?? []).sort((a, b) => a.order - b.order);

/** A link's text in the page's language (English when the remote brought none for it). */
export const navLabel = (link: NavLink, locale: string) => link.label[locale] ?? link.label.en;
