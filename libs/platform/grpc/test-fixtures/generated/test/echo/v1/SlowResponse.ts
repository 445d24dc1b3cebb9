// Original file: libs/platform/grpc/test-fixtures/echo.proto

import type { Long } from '@grpc/proto-loader';

export interface SlowResponse {
  'seq'?: (number | string | Long);
}

export interface SlowResponse__Output {
  'seq': (string);
}
