import type { ChildProcess } from 'node:child_process';

export declare const REDIS_OFFSET: number;
export declare const POSTGRES_OFFSET: number;

export declare function clusterPlan(env: Record<string, string | undefined>): {
  port: number;
  instances: number[];
  redisPort: number;
  postgresPort: number | null;
};

export declare function instanceEnv(
  env: Record<string, string | undefined>,
  services: { instanceCount: number; databaseUrl: string; redisUrl: string; secret: (name: string) => string },
): Record<string, string | undefined>;

export declare function untilHealthy(instancePort: number, child: ChildProcess, log: string, timeoutMs?: number): Promise<void>;
