// Original file: protos/svc/funding/v1/funding.proto


/**
 * Local billing pauses on the project's funding attachment.
 */
export interface PaidMessages {
  'paused'?: (boolean);
  /**
   * Machine-readable pause reasons (extensible; docs/decisions/0101).
   */
  'reasons'?: (string)[];
}

/**
 * Local billing pauses on the project's funding attachment.
 */
export interface PaidMessages__Output {
  'paused': (boolean);
  /**
   * Machine-readable pause reasons (extensible; docs/decisions/0101).
   */
  'reasons': (string)[];
}
