/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clusterPlan, instanceEnv, untilHealthy } from '../../scripts/clusterPlan.mjs';

/**
 * What `npm run start:cluster` starts (scripts/cluster.mjs), decided from the environment before anything starts;
 * e2e/commands.spec.ts runs the command itself, as a user types it.
 */

const services = { instanceCount: 2, databaseUrl: 'postgres://db/cluster', redisUrl: 'redis://127.0.0.1:6390', secret: (name: string) => `kept-${name}` };

describe('the cluster plan', () => {
  it('puts nginx on PORT, the instances beside it, and starts a database only when none is named', () => {
    expect(clusterPlan({})).toEqual({ port: 3000, instances: [3001, 3002], redisPort: 6390, postgresPort: 5442 });
    expect(clusterPlan({ PORT: '4000', DATABASE_URL: 'postgres://db/shop' })).toEqual({
      port: 4000,
      instances: [4001, 4002],
      redisPort: 7390,
      postgresPort: null,
    });
    for (const PORT of ['abc', '0', '70000', '3000.5']) expect(() => clusterPlan({ PORT })).toThrow(/PORT must be a port number/);
  });

  it('gives every instance the shared services, kept secrets, nginx as its one proxy hop and test cards without Stripe keys', () => {
    const env = instanceEnv({ PATH: '/usr/bin' }, services);
    expect(env).toEqual({
      PATH: '/usr/bin',
      INSTANCE_COUNT: '2',
      DATABASE_URL: 'postgres://db/cluster',
      REDIS_URL: 'redis://127.0.0.1:6390',
      STUDIO_TOKEN: 'kept-studio-token',
      SANITY_WEBHOOK_SECRET: 'kept-webhook-secret',
      SESSION_SECRET: 'kept-session-secret',
      TRUSTED_PROXY_HOPS: '1',
      NEXT_TELEMETRY_DISABLED: '1',
      PAYMENTS_MODE: 'test',
    });
    // The operator's own secrets and Stripe keys win; nginx stays the one proxy hop whatever the shell says.
    const own = instanceEnv({ STUDIO_TOKEN: 'mine', STRIPE_SECRET_KEY: 'sk_live_x', TRUSTED_PROXY_HOPS: '5' }, services);
    expect(own).toMatchObject({ STUDIO_TOKEN: 'mine', TRUSTED_PROXY_HOPS: '1' });
    expect(own).not.toHaveProperty('PAYMENTS_MODE');
  });
});

describe('waiting for an instance', () => {
  it('resolves once /api/health answers', async () => {
    const server = createServer((req, res) => res.writeHead(req.url === '/api/health' ? 200 : 404).end()).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)']);
    try {
      await expect(untilHealthy((server.address() as AddressInfo).port, running, 'server.log', 5_000)).resolves.toBeUndefined();
    } finally {
      running.kill();
      server.close();
    }
  });

  it('names the log of an instance that exited, or did not start in time', async () => {
    const exited = spawn(process.execPath, ['-e', 'process.exit(1)']);
    await once(exited, 'exit');
    await expect(untilHealthy(1, exited, '.data/cluster/instance-1/server.log')).rejects.toThrow(
      'the instance on 1 exited; see .data/cluster/instance-1/server.log',
    );
    const silent = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)']);
    try {
      await expect(untilHealthy(1, silent, 'server.log', 600)).rejects.toThrow('the instance on 1 did not start; see server.log');
    } finally {
      silent.kill();
    }
  });
});
