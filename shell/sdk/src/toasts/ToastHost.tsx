import { loadOnce } from '../loading/loadOnce';
import { useToastsWanted } from './toastQueue';

const toastLayer = loadOnce(() => import('./ToastLayer'));

function LoadedToastLayer() {
  const loaded = toastLayer.useLoaded();
  if (!loaded) return null;
  const { default: ToastLayer } = loaded;
  return <ToastLayer />;
}

/**
 * The page's one place for toasts (rendered by AppProviders): nothing until the first `notify`, then Mantine's
 * notifications (the shell's own copy, with its provider and styles), loaded on demand. It stays mounted across
 * pages, so a toast outlives the navigation that follows it.
 */
export function ToastHost() {
  const wanted = useToastsWanted((state) => state.wanted);
  return wanted ? <LoadedToastLayer /> : null;
}
