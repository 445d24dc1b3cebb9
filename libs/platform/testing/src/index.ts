/**
 * @platform/testing: helpers that let every test file run against the real Postgres, Redis and
 * NATS servers in parallel with the others (unique schemas, stream namespaces and key prefixes).
 */
export { testInfra, type TestInfra } from './infra';
export { uniqueName } from './unique-name';
export { waitFor, type WaitForOptions } from './wait-for';
export { createTestDb, type TestDb, type CreateTestDbOptions } from './test-db';
export { createTestBus, type TestBus } from './test-bus';
export { createTestKv, type TestKv } from './test-kv';
export { serviceTestEnv, dropSchema, grpcHealthStatus } from './service-env';
export { spawnTs } from './spawn-ts';
export { startListeningProcess, type ListeningProcess } from './listening-process';
export { bindable, freePort, freePortRange, reservePort } from './free-port';
export { listenerOf, waitForOwnListener } from './listener';
export { startUpstreamSim, type UpstreamSimProcess } from './upstream-sim';
export { TcpRelay } from './tcp-relay';
export { expectPoisonSetAside, fastRedelivery, UNDECODABLE, type PoisonCase } from './poison';
export { launchChromium, seriousAxeViolations } from './browser';
export { buildDashboard } from './dashboard-build';
export { appCall, signIn, startSmtpCapture, type AppReply, type DashboardSession, type ReceivedMail, type SmtpCapture } from './people';
