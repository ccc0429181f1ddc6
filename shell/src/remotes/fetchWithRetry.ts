const RETRY_DELAYS_MS = [300, 1000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries what may pass on a second try (no connection, 5xx from a restarting server); a 404 is an
 * answer (the remote is not deployed) and fails at once so its panel shows without delay.
 */
export async function fetchWithRetry(url: string, init?: RequestInit, delays = RETRY_DELAYS_MS): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const delay = delays[attempt];
    try {
      const response = await fetch(url, init);
      if (response.status < 500 || delay === undefined) return response;
    } catch (error) {
      if (delay === undefined) throw error;
    }
    await sleep(delay);
  }
}
