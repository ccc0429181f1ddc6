/**
 * A value made at its first use. For the templates' Intl formatters: the first formatter a process makes maps ICU's
 * data (4-8 MiB resident), which an idle service that has sent no mail need not hold (docs/decisions.md, service
 * memory).
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
