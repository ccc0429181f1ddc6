/** @jest-environment node */
import { findRemoteForPath } from './matchRemote';
import type { RemoteDescriptor } from './registry';

const remote = (name: string, ...routes: string[]): RemoteDescriptor => ({ name, entry: `/mfe/${name}/mf-manifest.json`, routes });
const registry = [
  remote('marketing', '/'),
  remote('patient', '/userlog', '/userreg', '/user/forgot-password', '/clinicmain'),
  remote('provider', '/cliniclog', '/clinicLog'),
  remote('catchall', '/*'),
  remote('admin', '/admin', '/admin/*'),
];

describe('findRemoteForPath', () => {
  it.each([
    ['/', 'marketing'],
    ['/userlog', 'patient'],
    ['/userlog/', 'patient'],
    ['/user/forgot-password', 'patient'],
    ['/clinicLog', 'provider'],
    ['/CLINICLOG', 'provider'],
    ['/admin', 'admin'],
    ['/admin/approvals/7', 'admin'],
  ])('%s belongs to %s', (path, name) => {
    expect(findRemoteForPath(registry, path)?.name).toBe(name);
  });

  it('lets an exact route win over an earlier catch-all, which takes the rest', () => {
    expect(findRemoteForPath(registry, '/membership')?.name).toBe('catchall');
  });

  it('finds nothing for an unknown path (the 404 page)', () => {
    expect(findRemoteForPath(registry.filter((r) => r.name !== 'catchall'), '/membership')).toBeUndefined();
    expect(findRemoteForPath(registry.filter((r) => r.name !== 'catchall'), '/userlog/extra')).toBeUndefined();
  });
});
