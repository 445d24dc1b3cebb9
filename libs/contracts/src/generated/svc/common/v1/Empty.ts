// Original file: protos/svc/common/v1/common.proto


/**
 * Empty response of an operation with nothing to return.
 */
export interface Empty {
}

/**
 * Empty response of an operation with nothing to return.
 */
export interface Empty__Output {
}
