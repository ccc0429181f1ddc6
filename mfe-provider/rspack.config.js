import { defineRemote } from '@hp/shell-sdk/rspack';

export default defineRemote({ name: 'provider', dir: import.meta.dirname, port: 3203, title: 'Clinic area' });
