/** Test fixture: loaded test protos (echo, health, reflection) with their generated types. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { protoPath as healthProtoPath } from 'grpc-health-check';
import { loadProtoPackage } from '../src';
import type { ProtoGrpcType as EchoProto } from './generated/echo';
import type { ProtoGrpcType as HealthProto } from './generated/health';
import type { ProtoGrpcType as ReflectionProto } from './generated/reflection';

export type { EchoServiceClient, EchoServiceHandlers } from './generated/test/echo/v1/EchoService';
export type { ServerReflectionResponse__Output } from './generated/grpc/reflection/v1/ServerReflectionResponse';

const requireFromHere = createRequire(__filename);

/** The echo test service. */
export const echo = loadProtoPackage<EchoProto>([path.join(__dirname, 'echo.proto')], [__dirname]);
/** Fully-qualified echo service name. */
export const ECHO_SERVICE = 'test.echo.v1.EchoService';

/** grpc.health.v1, as probes and load balancers see it. */
export const health = loadProtoPackage<HealthProto>([healthProtoPath], []);

/** grpc.reflection.v1, as grpcurl sees it. */
export const reflection = loadProtoPackage<ReflectionProto>(
  ['grpc/reflection/v1/reflection.proto'],
  [path.join(path.dirname(requireFromHere.resolve('@grpc/reflection')), '../proto')],
);
