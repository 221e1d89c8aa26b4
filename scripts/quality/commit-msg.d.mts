export const SUBJECT_MAX: number;
/** What is wrong with a commit message, or [] when it follows the rule. */
export function commitMessageProblems(message: string): string[];
