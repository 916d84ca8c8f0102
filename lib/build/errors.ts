/** The message of anything thrown, for a script's one-line failure report. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
