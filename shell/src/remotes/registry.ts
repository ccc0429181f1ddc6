import { z } from 'zod';

/** One remote in /mfe-registry.json: where its manifest is and which paths it owns. */
export const RemoteDescriptorSchema = z.object({
  /** The remote's federation name (its ModuleFederationPlugin `name`). */
  name: z.string().regex(/^[a-z][a-z0-9_]*$/, 'a federation name'),
  /** URL of its mf-manifest.json, usually /mfe/<name>/mf-manifest.json. */
  entry: z.string().min(1),
  /** react-router path patterns; a trailing /* owns everything below. */
  routes: z.array(z.string().startsWith('/')).min(1),
});
export type RemoteDescriptor = z.infer<typeof RemoteDescriptorSchema>;

export const RegistrySchema = z.object({ remotes: z.array(RemoteDescriptorSchema) });
export type Registry = z.infer<typeof RegistrySchema>;

export const REGISTRY_URL = '/mfe-registry.json';

/** nginx serves it with no-cache, so a deploy that adds a remote or a route is seen on the next load. */
export async function fetchRegistry(signal?: AbortSignal): Promise<Registry> {
  const response = await fetch(REGISTRY_URL, { cache: 'no-cache', ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
  return RegistrySchema.parse(await response.json());
}
