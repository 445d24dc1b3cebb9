// Original file: protos/svc/broadcasts/v1/broadcasts.proto


export interface DeleteBroadcastResponse {
}

export interface DeleteBroadcastResponse__Output {
}
