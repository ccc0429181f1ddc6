import { notifications } from '@mantine/notifications';

/** Toasts look the same in every remote: the shell renders them (one Notifications, shared store). */
export const notify = {
  success(title: string, message?: string) {
    return notifications.show({ color: 'teal', autoClose: 4000, ...toastText(title, message) });
  },
  error(title: string, message?: string) {
    return notifications.show({ color: 'red', autoClose: 6000, ...toastText(title, message) });
  },
};

/** Mantine needs a message; a toast with only a title shows it as the message. */
const toastText = (title: string, message?: string) => (message ? { title, message } : { message: title });
