import { defineRemote } from '@hp/shell-sdk/rspack';

export default defineRemote({ name: 'marketing', dir: import.meta.dirname, port: 3201, title: 'Home' });
