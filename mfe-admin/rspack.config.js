import { defineRemote } from '@hp/shell-sdk/rspack';

export default defineRemote({ name: 'admin', dir: import.meta.dirname, port: 3204, title: 'Admin area' });
