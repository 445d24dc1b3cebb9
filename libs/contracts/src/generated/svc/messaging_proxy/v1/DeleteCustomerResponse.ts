// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface DeleteCustomerResponse {
}

export interface DeleteCustomerResponse__Output {
}
