import type { TypedDocumentNode } from '@apollo/client';

/**
 * Runs one operation with the shared Apollo client, loading Apollo on first
 * use, so landing pages keep it out of their first load.
 */
export async function runQuery<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const { apolloClient } = await import('./client');
  const result = await apolloClient().query<TData, TVariables>({ query: document, variables, fetchPolicy: 'network-only' } as never);
  if (!result.data) throw new Error('The server returned no data.');
  return result.data as TData;
}

export async function runMutation<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const { apolloClient } = await import('./client');
  const result = await apolloClient().mutate<TData, TVariables>({ mutation: document, variables } as never);
  if (!result.data) throw new Error('The server returned no data.');
  return result.data as TData;
}

/** A message for people when the network or server fails. */
export function networkMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  if (/RATE_LIMITED|Too many requests/i.test(text)) return 'Too many requests. Please wait a minute and try again.';
  return 'We couldn’t reach our servers. Please check your connection and try again.';
}
