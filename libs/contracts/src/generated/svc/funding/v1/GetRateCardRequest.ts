// Original file: protos/svc/funding/v1/funding.proto


export interface GetRateCardRequest {
  /**
   * 0: the card in effect now.
   */
  'version'?: (number);
}

export interface GetRateCardRequest__Output {
  /**
   * 0: the card in effect now.
   */
  'version': (number);
}
