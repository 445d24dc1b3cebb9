// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface DeleteWebhookListenerResponse {
}

export interface DeleteWebhookListenerResponse__Output {
}
