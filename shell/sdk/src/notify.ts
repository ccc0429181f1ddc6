import { showToast } from './toasts/toastQueue';

/**
 * Toasts look the same in every remote: one notifications container for the page (AppProviders' ToastHost, shared
 * SDK). Mantine's notifications are loaded with the first toast, so pages that never show one never download them.
 */
export const notify = {
  success(title: string, message?: string) {
    showToast({ color: 'teal', autoClose: 4000, ...toastText(title, message) });
  },
  error(title: string, message?: string) {
    showToast({ color: 'red', autoClose: 6000, ...toastText(title, message) });
  },
};

/** Mantine needs a message; a toast with only a title shows it as the message. */
const toastText = (title: string, message?: string) => (message ? { title, message } : { message: title });
