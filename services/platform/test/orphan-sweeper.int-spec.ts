import { jest } from '@jest/globals';
import { OrphanSweeper } from '../src/storage/orphan-sweeper.js';
import { eventually } from '../src/testing/eventually.js';
import { startTestS3, type TestS3 } from '../src/testing/s3.js';

describe('OrphanSweeper against s3rver', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3?.stop();
  });

  const logger = () => ({ log: jest.fn(), error: jest.fn() });

  it('removes old objects under its prefix that no row names, and only those', async () => {
    for (const key of ['uploads/named', 'uploads/orphan', 'other/orphan'])
      await s3.storage.put(key, Buffer.from('x'), 'application/pdf');
    const asked: string[][] = [];
    const log = logger();
    const sweeper = new OrphanSweeper(s3.storage, {
      prefix: 'uploads/',
      orphanAfterMinutes: 60,
      intervalSeconds: 600,
      keysInUse: (keys) => {
        asked.push([...keys].sort());
        return Promise.resolve(new Set(keys.filter((key) => key === 'uploads/named')));
      },
      logger: log,
    });

    // Young objects are left alone (an upload whose row is on its way), and the rows are not even asked about.
    expect(await sweeper.sweepOnce()).toEqual([]);
    expect(asked).toEqual([]);

    const later = new Date(Date.now() + 61 * 60 * 1000);
    expect(await sweeper.sweepOnce(later)).toEqual(['uploads/orphan']);
    expect(asked).toEqual([['uploads/named', 'uploads/orphan']]);
    expect(await s3.storage.exists('uploads/orphan')).toBe(false);
    expect(await s3.storage.exists('uploads/named')).toBe(true);
    expect(await s3.storage.exists('other/orphan')).toBe(true);
    expect(log.log).toHaveBeenCalledWith({ removed: 1, prefix: 'uploads/' }, 'Removed uploads no row names');

    // Again: nothing left to remove.
    expect(await sweeper.sweepOnce(later)).toEqual([]);
  });

  it('sweeps once as it starts, long before its interval', async () => {
    await s3.storage.put('at-start/a', Buffer.from('x'), 'application/pdf');
    const sweeper = new OrphanSweeper(s3.storage, {
      prefix: 'at-start/',
      orphanAfterMinutes: -1,
      intervalSeconds: 600,
      keysInUse: () => Promise.resolve(new Set<string>()),
      logger: logger(),
    });
    sweeper.start();
    try {
      await eventually(async () => expect(await s3.storage.exists('at-start/a')).toBe(false), 5000);
    } finally {
      await sweeper.stop();
    }
  });

  it('sweeps on its timer and logs a failed pass instead of stopping', async () => {
    const log = logger();
    let passes = 0;
    await s3.storage.put('timed/a', Buffer.from('x'), 'application/pdf');
    const sweeper = new OrphanSweeper(s3.storage, {
      prefix: 'timed/',
      orphanAfterMinutes: -1, // everything counts as old
      intervalSeconds: 0.05,
      keysInUse: () => {
        passes += 1;
        return passes === 1 ? Promise.reject(new Error('database down')) : Promise.resolve(new Set<string>());
      },
      logger: log,
    });
    sweeper.start();
    try {
      await eventually(async () => expect(await s3.storage.exists('timed/a')).toBe(false), 5000);
    } finally {
      await sweeper.stop();
    }
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ prefix: 'timed/', err: expect.any(Error) }),
      'Orphan sweep failed',
    );
  });
});
