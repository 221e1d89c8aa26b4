import { lookup } from 'node:dns/promises';
import { connect } from 'node:tls';

/**
 * What the launch checklist asks the network, each answer within a few
 * seconds: whether a name resolves, and whether it answers HTTPS with a
 * certificate a browser trusts. Errors that say nothing about the name (no
 * network, a timeout) are `unreachable`, shown as "not checked".
 */

const TIMEOUT_MS = 2500;

export type Lookup = { status: 'resolves'; addresses: string[] } | { status: 'missing' } | { status: 'unreachable'; reason: string };
export type TlsAnswer = { status: 'trusted'; validTo: string } | { status: 'refused'; reason: string } | { status: 'unreachable'; reason: string };

export interface LaunchNetwork {
  resolve(name: string): Promise<Lookup>;
  tls(name: string): Promise<TlsAnswer>;
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code ?? 'error';

function withTimeout<T>(work: Promise<T>, timedOut: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([work, new Promise<T>((resolve) => (timer = setTimeout(() => resolve(timedOut), TIMEOUT_MS)))]).finally(() => clearTimeout(timer));
}

/** A name that resolves wherever there is DNS (RFC 2606): when it does not either, a missing name says nothing. */
const ALWAYS_RESOLVES = 'example.com';

const lookupOnce = (name: string) =>
  withTimeout<Lookup>(
    lookup(name, { all: true }).then(
      (found) => ({ status: 'resolves', addresses: found.map((a) => a.address) }),
      (error: unknown) => (['ENOTFOUND', 'ENODATA'].includes(codeOf(error)) ? { status: 'missing' } : { status: 'unreachable', reason: codeOf(error) }),
    ),
    { status: 'unreachable', reason: 'timeout' },
  );

export const liveNetwork: LaunchNetwork = {
  async resolve(name) {
    const answer = await lookupOnce(name);
    if (answer.status !== 'missing') return answer;
    return (await lookupOnce(ALWAYS_RESOLVES)).status === 'resolves' ? answer : { status: 'unreachable', reason: 'this server has no DNS' };
  },
  tls: (name) =>
    new Promise<TlsAnswer>((resolve) => {
      const socket = connect({ host: name, port: 443, servername: name, rejectUnauthorized: false });
      const settle = (answer: TlsAnswer) => {
        socket.destroy();
        resolve(answer);
      };
      socket.setTimeout(TIMEOUT_MS, () => settle({ status: 'unreachable', reason: 'timeout' }));
      socket.once('secureConnect', () =>
        settle(
          socket.authorized
            ? { status: 'trusted', validTo: socket.getPeerCertificate().valid_to }
            : { status: 'refused', reason: String(socket.authorizationError) },
        ),
      );
      socket.once('error', (error) =>
        settle(
          codeOf(error) === 'ECONNREFUSED'
            ? { status: 'refused', reason: 'nothing answers HTTPS on port 443' }
            : { status: 'unreachable', reason: codeOf(error) },
        ),
      );
    }),
};
