import { defineRemote } from '@hp/shell-sdk/rspack';

export default defineRemote({ name: 'patient', dir: import.meta.dirname, port: 3202, title: 'Patient area' });
