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
