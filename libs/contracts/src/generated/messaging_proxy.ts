import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CursorPaging as _svc_common_v1_CursorPaging, CursorPaging__Output as _svc_common_v1_CursorPaging__Output } from './svc/common/v1/CursorPaging';
import type { Cursors as _svc_common_v1_Cursors, Cursors__Output as _svc_common_v1_Cursors__Output } from './svc/common/v1/Cursors';
import type { Empty as _svc_common_v1_Empty, Empty__Output as _svc_common_v1_Empty__Output } from './svc/common/v1/Empty';
import type { ErrorInfo as _svc_common_v1_ErrorInfo, ErrorInfo__Output as _svc_common_v1_ErrorInfo__Output } from './svc/common/v1/ErrorInfo';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from './svc/common/v1/PageMeta';
import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from './svc/common/v1/PageRequest';
import type { CreateCustomerRequest as _svc_messaging_proxy_v1_CreateCustomerRequest, CreateCustomerRequest__Output as _svc_messaging_proxy_v1_CreateCustomerRequest__Output } from './svc/messaging_proxy/v1/CreateCustomerRequest';
import type { CreateCustomerResponse as _svc_messaging_proxy_v1_CreateCustomerResponse, CreateCustomerResponse__Output as _svc_messaging_proxy_v1_CreateCustomerResponse__Output } from './svc/messaging_proxy/v1/CreateCustomerResponse';
import type { Customer as _svc_messaging_proxy_v1_Customer, Customer__Output as _svc_messaging_proxy_v1_Customer__Output } from './svc/messaging_proxy/v1/Customer';
import type { GetCustomerRequest as _svc_messaging_proxy_v1_GetCustomerRequest, GetCustomerRequest__Output as _svc_messaging_proxy_v1_GetCustomerRequest__Output } from './svc/messaging_proxy/v1/GetCustomerRequest';
import type { GetCustomerResponse as _svc_messaging_proxy_v1_GetCustomerResponse, GetCustomerResponse__Output as _svc_messaging_proxy_v1_GetCustomerResponse__Output } from './svc/messaging_proxy/v1/GetCustomerResponse';
import type { ListCustomersRequest as _svc_messaging_proxy_v1_ListCustomersRequest, ListCustomersRequest__Output as _svc_messaging_proxy_v1_ListCustomersRequest__Output } from './svc/messaging_proxy/v1/ListCustomersRequest';
import type { ListCustomersResponse as _svc_messaging_proxy_v1_ListCustomersResponse, ListCustomersResponse__Output as _svc_messaging_proxy_v1_ListCustomersResponse__Output } from './svc/messaging_proxy/v1/ListCustomersResponse';
import type { MessagingProxyServiceClient as _svc_messaging_proxy_v1_MessagingProxyServiceClient, MessagingProxyServiceDefinition as _svc_messaging_proxy_v1_MessagingProxyServiceDefinition } from './svc/messaging_proxy/v1/MessagingProxyService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  svc: {
    common: {
      v1: {
        CursorPaging: MessageTypeDefinition<_svc_common_v1_CursorPaging, _svc_common_v1_CursorPaging__Output>
        Cursors: MessageTypeDefinition<_svc_common_v1_Cursors, _svc_common_v1_Cursors__Output>
        Empty: MessageTypeDefinition<_svc_common_v1_Empty, _svc_common_v1_Empty__Output>
        ErrorInfo: MessageTypeDefinition<_svc_common_v1_ErrorInfo, _svc_common_v1_ErrorInfo__Output>
        PageMeta: MessageTypeDefinition<_svc_common_v1_PageMeta, _svc_common_v1_PageMeta__Output>
        PageRequest: MessageTypeDefinition<_svc_common_v1_PageRequest, _svc_common_v1_PageRequest__Output>
      }
    }
    messaging_proxy: {
      v1: {
        CreateCustomerRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_CreateCustomerRequest, _svc_messaging_proxy_v1_CreateCustomerRequest__Output>
        CreateCustomerResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_CreateCustomerResponse, _svc_messaging_proxy_v1_CreateCustomerResponse__Output>
        Customer: MessageTypeDefinition<_svc_messaging_proxy_v1_Customer, _svc_messaging_proxy_v1_Customer__Output>
        GetCustomerRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_GetCustomerRequest, _svc_messaging_proxy_v1_GetCustomerRequest__Output>
        GetCustomerResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_GetCustomerResponse, _svc_messaging_proxy_v1_GetCustomerResponse__Output>
        ListCustomersRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_ListCustomersRequest, _svc_messaging_proxy_v1_ListCustomersRequest__Output>
        ListCustomersResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_ListCustomersResponse, _svc_messaging_proxy_v1_ListCustomersResponse__Output>
        /**
         * Customers and their phone numbers, scoped by project.
         */
        MessagingProxyService: SubtypeConstructor<typeof grpc.Client, _svc_messaging_proxy_v1_MessagingProxyServiceClient> & { service: _svc_messaging_proxy_v1_MessagingProxyServiceDefinition }
      }
    }
  }
}

