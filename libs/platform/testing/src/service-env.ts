import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { protoPath as healthProtoPath } from 'grpc-health-check';
import knex from 'knex';
import { testInfra } from './infra';
import { uniqueName } from './unique-name';

/**
 * Environment for a service under test: real engines, a unique schema and bus namespace (so test
 * files run in parallel), gRPC on an OS-chosen loopback port, quiet logs, no telemetry export.
 */
export function serviceTestEnv(prefix: string, extra: Record<string, string> = {}): Record<string, string> {
  const infra = testInfra();
  const id = uniqueName(prefix).replace(/[^a-z0-9_]/g, '_');
  return {
    DATABASE_URL: infra.databaseUrl,
    NATS_URL: infra.natsUrl,
    REDIS_URL: infra.redisUrl,
    DB_SCHEMA: id,
    BUS_NAMESPACE: id.replace(/_/g, ''),
    GRPC_PORT: '0',
    GRPC_HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    OTEL_SDK_DISABLED: 'true',
    SHUTDOWN_GRACE_MS: '2000',
    ...extra,
  };
}

/** Drops a test schema (after the service stopped). */
export async function dropSchema(schema: string, url = testInfra().databaseUrl): Promise<void> {
  const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    await db.raw('drop schema if exists ?? cascade', [schema]);
  } finally {
    await db.destroy();
  }
}

/** Asks the standard grpc.health.v1 service for `service` ('' = the server) and returns its status name. */
export async function grpcHealthStatus(address: string, service = ''): Promise<string> {
  const def = protoLoader.loadSync(healthProtoPath, { keepCase: true, enums: String, defaults: true });
  const pkg = grpc.loadPackageDefinition(def) as unknown as {
    grpc: {
      health: {
        v1: {
          Health: new (
            a: string,
            c: grpc.ChannelCredentials,
          ) => grpc.Client & {
            Check(req: { service: string }, opts: grpc.CallOptions, cb: (err: grpc.ServiceError | null, res?: { status: string }) => void): void;
          };
        };
      };
    };
  };
  const client = new pkg.grpc.health.v1.Health(address, grpc.credentials.createInsecure());
  try {
    return await new Promise((resolve, reject) =>
      client.Check({ service }, { deadline: Date.now() + 3000 }, (err, res) => (err ? reject(err) : resolve(res!.status))),
    );
  } finally {
    client.close();
  }
}
