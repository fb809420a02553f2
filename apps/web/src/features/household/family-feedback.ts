/** What the family section's parts report: a confirmation (3 s) or a failure (until the next action). */
export interface FamilyFeedback {
  success: (message: string) => void;
  failure: (message: string) => void;
  /** A new action starts: the last messages no longer apply. */
  reset: () => void;
}
