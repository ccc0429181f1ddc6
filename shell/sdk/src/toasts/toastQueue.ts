import { create } from 'zustand';

export interface Toast {
  color: 'teal' | 'red';
  autoClose: number;
  title?: string;
  message: string;
}

type Display = (toast: Toast) => void;

let display: Display | null = null;
const waiting: Toast[] = [];

/** Whether the page has asked for a toast yet: until then the toast layer (and Mantine) is not loaded. */
export const useToastsWanted = create<{ wanted: boolean }>()(() => ({ wanted: false }));

/** Shows a toast now, or as soon as the toast layer has loaded. */
export function showToast(toast: Toast) {
  if (display) {
    display(toast);
    return;
  }
  waiting.push(toast);
  useToastsWanted.setState({ wanted: true });
}

/** Called by the mounted toast layer: it shows what waited and everything after; the returned function detaches. */
export function attachToastDisplay(next: Display): () => void {
  display = next;
  for (const toast of waiting.splice(0)) next(toast);
  return () => {
    if (display === next) display = null;
  };
}
