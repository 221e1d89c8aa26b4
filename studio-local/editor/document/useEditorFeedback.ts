import { useCallback, useState } from 'react';
import { StudioRequestError } from '@/studio-local/editor/client';

export interface EditorMessage {
  tone: 'ok' | 'error';
  text: string;
  /** The change was refused because someone else changed the document meanwhile: Reload resolves it. */
  conflict?: boolean;
}

/** Problems the server found, by field path. */
export type FieldProblems = Map<string, string[]>;

function problemsByPath(list: { path: string; message: string }[]): FieldProblems {
  const byPath: FieldProblems = new Map();
  for (const problem of list) byPath.set(problem.path, [...(byPath.get(problem.path) ?? []), problem.message]);
  return byPath;
}

/**
 * What the editor tells its person: the last outcome and the server's problems by field. `fail` turns a refused
 * request into both, and a signed-out session into `onSignedOut`.
 */
export function useEditorFeedback(onSignedOut: () => void) {
  const [message, setMessage] = useState<EditorMessage | null>(null);
  const [problems, setProblems] = useState<FieldProblems>(new Map());
  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof StudioRequestError && error.status === 401) return onSignedOut();
      const body = error instanceof StudioRequestError ? error.body : {};
      setProblems(problemsByPath((body.problems as { path: string; message: string }[] | undefined) ?? []));
      setMessage({ tone: 'error', text: (error as Error).message, conflict: error instanceof StudioRequestError && error.status === 409 });
    },
    [onSignedOut],
  );
  return { message, setMessage, problems, setProblems, fail };
}
