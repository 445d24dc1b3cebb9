// Original file: protos/svc/broadcasts/v1/broadcasts.proto


export interface RemoveRecipientResponse {
}

export interface RemoveRecipientResponse__Output {
}
