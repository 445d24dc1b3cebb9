// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface DeleteProviderKeyResponse {
}

export interface DeleteProviderKeyResponse__Output {
}
