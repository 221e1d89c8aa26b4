import sessionRoute from '@/studio-local/api/session';
import type { EmailMessage } from '../email';
import { callApi, type ApiCall } from './apiRoute';
import { STUDIO_SETUP_TOKEN } from './studioEnv';

/** A studio session as a browser holds it: the session cookie, and the CSRF token its requests send as a header. */
export type StudioSession = { cookies: Record<string, string>; headers: Record<string, string> };

/** `call` made by the person signed in to `session`. */
export const asStudio = (session: StudioSession, call: ApiCall = {}): ApiCall => ({
  ...call,
  cookies: session.cookies,
  headers: { ...session.headers, ...call.headers },
});

const sessionFrom = (setCookies: Record<string, string>): StudioSession => ({
  cookies: { studio_session: setCookies.studio_session! },
  headers: { 'x-studio-csrf': setCookies.studio_csrf! },
});

/** The first admin, made with the setup token (once per database). */
export async function setupAdmin(email: string): Promise<StudioSession> {
  return sessionFrom((await callApi(sessionRoute, { method: 'POST', body: { token: STUDIO_SETUP_TOKEN, email } })).setCookies);
}

/** Signs `email` in the way people do: asks for a link, reads it from the emails `sent`, follows it. */
export async function linkSignIn(sent: readonly EmailMessage[], email: string): Promise<StudioSession> {
  await callApi(sessionRoute, { method: 'POST', body: { email } });
  const token = /\/studio\/sign-in\?token=([\w-]+)/.exec(sent.filter((m) => m.to === email).pop()!.text)![1];
  return sessionFrom((await callApi(sessionRoute, { method: 'POST', body: { link: token } })).setCookies);
}
