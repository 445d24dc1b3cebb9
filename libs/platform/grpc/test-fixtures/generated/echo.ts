import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { EchoRequest as _test_echo_v1_EchoRequest, EchoRequest__Output as _test_echo_v1_EchoRequest__Output } from './test/echo/v1/EchoRequest';
import type { EchoResponse as _test_echo_v1_EchoResponse, EchoResponse__Output as _test_echo_v1_EchoResponse__Output } from './test/echo/v1/EchoResponse';
import type { EchoServiceClient as _test_echo_v1_EchoServiceClient, EchoServiceDefinition as _test_echo_v1_EchoServiceDefinition } from './test/echo/v1/EchoService';
import type { MutateRequest as _test_echo_v1_MutateRequest, MutateRequest__Output as _test_echo_v1_MutateRequest__Output } from './test/echo/v1/MutateRequest';
import type { MutateResponse as _test_echo_v1_MutateResponse, MutateResponse__Output as _test_echo_v1_MutateResponse__Output } from './test/echo/v1/MutateResponse';
import type { SlowRequest as _test_echo_v1_SlowRequest, SlowRequest__Output as _test_echo_v1_SlowRequest__Output } from './test/echo/v1/SlowRequest';
import type { SlowResponse as _test_echo_v1_SlowResponse, SlowResponse__Output as _test_echo_v1_SlowResponse__Output } from './test/echo/v1/SlowResponse';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  test: {
    echo: {
      v1: {
        EchoRequest: MessageTypeDefinition<_test_echo_v1_EchoRequest, _test_echo_v1_EchoRequest__Output>
        EchoResponse: MessageTypeDefinition<_test_echo_v1_EchoResponse, _test_echo_v1_EchoResponse__Output>
        EchoService: SubtypeConstructor<typeof grpc.Client, _test_echo_v1_EchoServiceClient> & { service: _test_echo_v1_EchoServiceDefinition }
        MutateRequest: MessageTypeDefinition<_test_echo_v1_MutateRequest, _test_echo_v1_MutateRequest__Output>
        MutateResponse: MessageTypeDefinition<_test_echo_v1_MutateResponse, _test_echo_v1_MutateResponse__Output>
        SlowRequest: MessageTypeDefinition<_test_echo_v1_SlowRequest, _test_echo_v1_SlowRequest__Output>
        SlowResponse: MessageTypeDefinition<_test_echo_v1_SlowResponse, _test_echo_v1_SlowResponse__Output>
      }
    }
  }
}

