/**
 * A customer who is signed in sees their account in the header instead of
 * "Sign in". The session cookie is httpOnly (scripts never read it), so
 * signing in also sets this plain marker, and signing out clears it. It
 * grants nothing: every account request is checked against the session.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
