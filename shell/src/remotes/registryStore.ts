import { create } from 'zustand';
import { registerRegistryRemotes } from './federationRuntime';
import { fetchRegistry, type RemoteDescriptor } from './registry';

type RegistryState =
  | { status: 'idle' | 'loading'; remotes: [] }
  | { status: 'ready'; remotes: RemoteDescriptor[] }
  | { status: 'failed'; remotes: [] };

/** The registry is read once per page load (and again after a failed read, on "Try again"). */
export const useRegistry = create<RegistryState & { load: () => Promise<void> }>()((set, get) => ({
  status: 'idle',
  remotes: [],
  async load() {
    if (get().status === 'loading' || get().status === 'ready') return;
    set({ status: 'loading', remotes: [] });
    try {
      const { remotes } = await fetchRegistry();
      registerRegistryRemotes(remotes);
      set({ status: 'ready', remotes });
    } catch (error) {
      console.error('[shell] the remote registry could not be read', error);
      set({ status: 'failed', remotes: [] });
    }
  },
}));
