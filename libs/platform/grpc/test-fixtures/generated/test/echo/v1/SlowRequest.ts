// Original file: libs/platform/grpc/test-fixtures/echo.proto

import type { Long } from '@grpc/proto-loader';

export interface SlowRequest {
  'delay_ms'?: (number);
  'seq'?: (number | string | Long);
}

export interface SlowRequest__Output {
  'delay_ms': (number);
  'seq': (string);
}
