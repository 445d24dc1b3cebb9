// Original file: libs/platform/grpc/test-fixtures/echo.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { EchoRequest as _test_echo_v1_EchoRequest, EchoRequest__Output as _test_echo_v1_EchoRequest__Output } from '../../../test/echo/v1/EchoRequest';
import type { EchoResponse as _test_echo_v1_EchoResponse, EchoResponse__Output as _test_echo_v1_EchoResponse__Output } from '../../../test/echo/v1/EchoResponse';
import type { MutateRequest as _test_echo_v1_MutateRequest, MutateRequest__Output as _test_echo_v1_MutateRequest__Output } from '../../../test/echo/v1/MutateRequest';
import type { MutateResponse as _test_echo_v1_MutateResponse, MutateResponse__Output as _test_echo_v1_MutateResponse__Output } from '../../../test/echo/v1/MutateResponse';
import type { SlowRequest as _test_echo_v1_SlowRequest, SlowRequest__Output as _test_echo_v1_SlowRequest__Output } from '../../../test/echo/v1/SlowRequest';
import type { SlowResponse as _test_echo_v1_SlowResponse, SlowResponse__Output as _test_echo_v1_SlowResponse__Output } from '../../../test/echo/v1/SlowResponse';

export interface EchoServiceClient extends grpc.Client {
  Echo(argument: _test_echo_v1_EchoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_test_echo_v1_EchoResponse__Output>): grpc.ClientUnaryCall;
  Echo(argument: _test_echo_v1_EchoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_test_echo_v1_EchoResponse__Output>): grpc.ClientUnaryCall;
  Echo(argument: _test_echo_v1_EchoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_test_echo_v1_EchoResponse__Output>): grpc.ClientUnaryCall;
  Echo(argument: _test_echo_v1_EchoRequest, callback: grpc.requestCallback<_test_echo_v1_EchoResponse__Output>): grpc.ClientUnaryCall;
  echo(argument: _test_echo_v1_EchoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_test_echo_v1_EchoResponse__Output>): grpc.ClientUnaryCall;
  echo(argument: _test_echo_v1_EchoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_test_echo_v1_EchoResponse__Output>): grpc.ClientUnaryCall;
  echo(argument: _test_echo_v1_EchoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_test_echo_v1_EchoResponse__Output>): grpc.ClientUnaryCall;
  echo(argument: _test_echo_v1_EchoRequest, callback: grpc.requestCallback<_test_echo_v1_EchoResponse__Output>): grpc.ClientUnaryCall;
  
  Mutate(argument: _test_echo_v1_MutateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_test_echo_v1_MutateResponse__Output>): grpc.ClientUnaryCall;
  Mutate(argument: _test_echo_v1_MutateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_test_echo_v1_MutateResponse__Output>): grpc.ClientUnaryCall;
  Mutate(argument: _test_echo_v1_MutateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_test_echo_v1_MutateResponse__Output>): grpc.ClientUnaryCall;
  Mutate(argument: _test_echo_v1_MutateRequest, callback: grpc.requestCallback<_test_echo_v1_MutateResponse__Output>): grpc.ClientUnaryCall;
  mutate(argument: _test_echo_v1_MutateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_test_echo_v1_MutateResponse__Output>): grpc.ClientUnaryCall;
  mutate(argument: _test_echo_v1_MutateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_test_echo_v1_MutateResponse__Output>): grpc.ClientUnaryCall;
  mutate(argument: _test_echo_v1_MutateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_test_echo_v1_MutateResponse__Output>): grpc.ClientUnaryCall;
  mutate(argument: _test_echo_v1_MutateRequest, callback: grpc.requestCallback<_test_echo_v1_MutateResponse__Output>): grpc.ClientUnaryCall;
  
  Slow(argument: _test_echo_v1_SlowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_test_echo_v1_SlowResponse__Output>): grpc.ClientUnaryCall;
  Slow(argument: _test_echo_v1_SlowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_test_echo_v1_SlowResponse__Output>): grpc.ClientUnaryCall;
  Slow(argument: _test_echo_v1_SlowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_test_echo_v1_SlowResponse__Output>): grpc.ClientUnaryCall;
  Slow(argument: _test_echo_v1_SlowRequest, callback: grpc.requestCallback<_test_echo_v1_SlowResponse__Output>): grpc.ClientUnaryCall;
  slow(argument: _test_echo_v1_SlowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_test_echo_v1_SlowResponse__Output>): grpc.ClientUnaryCall;
  slow(argument: _test_echo_v1_SlowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_test_echo_v1_SlowResponse__Output>): grpc.ClientUnaryCall;
  slow(argument: _test_echo_v1_SlowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_test_echo_v1_SlowResponse__Output>): grpc.ClientUnaryCall;
  slow(argument: _test_echo_v1_SlowRequest, callback: grpc.requestCallback<_test_echo_v1_SlowResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface EchoServiceHandlers extends grpc.UntypedServiceImplementation {
  Echo: grpc.handleUnaryCall<_test_echo_v1_EchoRequest__Output, _test_echo_v1_EchoResponse>;
  
  Mutate: grpc.handleUnaryCall<_test_echo_v1_MutateRequest__Output, _test_echo_v1_MutateResponse>;
  
  Slow: grpc.handleUnaryCall<_test_echo_v1_SlowRequest__Output, _test_echo_v1_SlowResponse>;
  
}

export interface EchoServiceDefinition extends grpc.ServiceDefinition {
  Echo: MethodDefinition<_test_echo_v1_EchoRequest, _test_echo_v1_EchoResponse, _test_echo_v1_EchoRequest__Output, _test_echo_v1_EchoResponse__Output>
  Mutate: MethodDefinition<_test_echo_v1_MutateRequest, _test_echo_v1_MutateResponse, _test_echo_v1_MutateRequest__Output, _test_echo_v1_MutateResponse__Output>
  Slow: MethodDefinition<_test_echo_v1_SlowRequest, _test_echo_v1_SlowResponse, _test_echo_v1_SlowRequest__Output, _test_echo_v1_SlowResponse__Output>
}
