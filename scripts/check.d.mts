/** Types of scripts/check.mjs for its test. */
export type Problem = { file: string; line: number | null; column: number | null; what: string }
export const CHECKS: string[]
export function problemsOf(fullName: string, message: string): Problem[]
