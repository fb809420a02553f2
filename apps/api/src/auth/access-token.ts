/** What the short-lived access token carries. */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
  hid: string;
}

/** What guarded handlers receive as the current user. */
export interface RequestUser {
  userId: string;
  sessionId: string;
  householdId: string;
}
