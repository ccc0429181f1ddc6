/** @jest-environment node */
import { jest } from '@jest/globals';
import { fetchWithRetry } from './fetchWithRetry';

const answers = (...list: (number | 'offline')[]) => {
  const fetchMock = jest.fn(() => {
    const next = list.shift() ?? 200;
    if (next === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response('{}', { status: next }));
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
};

describe('fetchWithRetry', () => {
  it('retries connection failures and 5xx, then returns the answer', async () => {
    const fetchMock = answers('offline', 503, 200);
    const response = await fetchWithRetry('/mfe/patient/mf-manifest.json', {}, [0, 0]);
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404: the remote is not deployed', async () => {
    const fetchMock = answers(404);
    expect((await fetchWithRetry('/x', {}, [0, 0])).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last delay', async () => {
    const fetchMock = answers('offline', 'offline', 'offline');
    await expect(fetchWithRetry('/x', {}, [0, 0])).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
