// Original file: protos/svc/funding/v1/funding.proto


/**
 * Local billing pauses on the project's funding attachment.
 */
export interface PaidMessages {
  'paused'?: (boolean);
  'reasons'?: (string)[];
}

/**
 * Local billing pauses on the project's funding attachment.
 */
export interface PaidMessages__Output {
  'paused': (boolean);
  'reasons': (string)[];
}
