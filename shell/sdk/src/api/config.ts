let baseUrl = '';

/**
 * Where `apiRequest` sends calls. The default '' means the page's own origin (nginx forwards `/api`);
 * node-based tests (Pact consumers) point it at their mock server.
 */
export function configureApi(options: { baseUrl?: string }): void {
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl.replace(/\/+$/, '');
}

export const apiBaseUrl = () => baseUrl;
