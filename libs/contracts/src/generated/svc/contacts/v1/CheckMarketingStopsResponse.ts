// Original file: protos/svc/contacts/v1/contacts.proto


export interface CheckMarketingStopsResponse {
  /**
   * For each identifier of the request, in order: true when its contact's preference on the number is `stopped`.
   */
  'stopped'?: (boolean)[];
}

export interface CheckMarketingStopsResponse__Output {
  /**
   * For each identifier of the request, in order: true when its contact's preference on the number is `stopped`.
   */
  'stopped': (boolean)[];
}
