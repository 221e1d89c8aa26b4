/**
 * A studio request the server refuses for a reason the person can act on
 * (a bad field, a role that may not, something gone or already done). The
 * guard answers it with its status and message; anything else is a bug.
 */
export class StudioProblem extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'StudioProblem';
  }
}

/** The answer when a role may see a document type but not change it. */
export const READ_ONLY = 'Your role can read this but not change it. Ask an admin if it needs changing.';
