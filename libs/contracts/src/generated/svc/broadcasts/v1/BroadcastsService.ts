// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddRecipientsRequest as _svc_broadcasts_v1_AddRecipientsRequest, AddRecipientsRequest__Output as _svc_broadcasts_v1_AddRecipientsRequest__Output } from '../../../svc/broadcasts/v1/AddRecipientsRequest';
import type { AddRecipientsResponse as _svc_broadcasts_v1_AddRecipientsResponse, AddRecipientsResponse__Output as _svc_broadcasts_v1_AddRecipientsResponse__Output } from '../../../svc/broadcasts/v1/AddRecipientsResponse';
import type { CancelBroadcastRequest as _svc_broadcasts_v1_CancelBroadcastRequest, CancelBroadcastRequest__Output as _svc_broadcasts_v1_CancelBroadcastRequest__Output } from '../../../svc/broadcasts/v1/CancelBroadcastRequest';
import type { CancelBroadcastResponse as _svc_broadcasts_v1_CancelBroadcastResponse, CancelBroadcastResponse__Output as _svc_broadcasts_v1_CancelBroadcastResponse__Output } from '../../../svc/broadcasts/v1/CancelBroadcastResponse';
import type { ClearRecipientsRequest as _svc_broadcasts_v1_ClearRecipientsRequest, ClearRecipientsRequest__Output as _svc_broadcasts_v1_ClearRecipientsRequest__Output } from '../../../svc/broadcasts/v1/ClearRecipientsRequest';
import type { ClearRecipientsResponse as _svc_broadcasts_v1_ClearRecipientsResponse, ClearRecipientsResponse__Output as _svc_broadcasts_v1_ClearRecipientsResponse__Output } from '../../../svc/broadcasts/v1/ClearRecipientsResponse';
import type { CreateBroadcastRequest as _svc_broadcasts_v1_CreateBroadcastRequest, CreateBroadcastRequest__Output as _svc_broadcasts_v1_CreateBroadcastRequest__Output } from '../../../svc/broadcasts/v1/CreateBroadcastRequest';
import type { CreateBroadcastResponse as _svc_broadcasts_v1_CreateBroadcastResponse, CreateBroadcastResponse__Output as _svc_broadcasts_v1_CreateBroadcastResponse__Output } from '../../../svc/broadcasts/v1/CreateBroadcastResponse';
import type { DeleteBroadcastRequest as _svc_broadcasts_v1_DeleteBroadcastRequest, DeleteBroadcastRequest__Output as _svc_broadcasts_v1_DeleteBroadcastRequest__Output } from '../../../svc/broadcasts/v1/DeleteBroadcastRequest';
import type { DeleteBroadcastResponse as _svc_broadcasts_v1_DeleteBroadcastResponse, DeleteBroadcastResponse__Output as _svc_broadcasts_v1_DeleteBroadcastResponse__Output } from '../../../svc/broadcasts/v1/DeleteBroadcastResponse';
import type { DuplicateBroadcastRequest as _svc_broadcasts_v1_DuplicateBroadcastRequest, DuplicateBroadcastRequest__Output as _svc_broadcasts_v1_DuplicateBroadcastRequest__Output } from '../../../svc/broadcasts/v1/DuplicateBroadcastRequest';
import type { DuplicateBroadcastResponse as _svc_broadcasts_v1_DuplicateBroadcastResponse, DuplicateBroadcastResponse__Output as _svc_broadcasts_v1_DuplicateBroadcastResponse__Output } from '../../../svc/broadcasts/v1/DuplicateBroadcastResponse';
import type { GetBroadcastRequest as _svc_broadcasts_v1_GetBroadcastRequest, GetBroadcastRequest__Output as _svc_broadcasts_v1_GetBroadcastRequest__Output } from '../../../svc/broadcasts/v1/GetBroadcastRequest';
import type { GetBroadcastResponse as _svc_broadcasts_v1_GetBroadcastResponse, GetBroadcastResponse__Output as _svc_broadcasts_v1_GetBroadcastResponse__Output } from '../../../svc/broadcasts/v1/GetBroadcastResponse';
import type { ListBroadcastsRequest as _svc_broadcasts_v1_ListBroadcastsRequest, ListBroadcastsRequest__Output as _svc_broadcasts_v1_ListBroadcastsRequest__Output } from '../../../svc/broadcasts/v1/ListBroadcastsRequest';
import type { ListBroadcastsResponse as _svc_broadcasts_v1_ListBroadcastsResponse, ListBroadcastsResponse__Output as _svc_broadcasts_v1_ListBroadcastsResponse__Output } from '../../../svc/broadcasts/v1/ListBroadcastsResponse';
import type { ListRecipientsRequest as _svc_broadcasts_v1_ListRecipientsRequest, ListRecipientsRequest__Output as _svc_broadcasts_v1_ListRecipientsRequest__Output } from '../../../svc/broadcasts/v1/ListRecipientsRequest';
import type { ListRecipientsResponse as _svc_broadcasts_v1_ListRecipientsResponse, ListRecipientsResponse__Output as _svc_broadcasts_v1_ListRecipientsResponse__Output } from '../../../svc/broadcasts/v1/ListRecipientsResponse';
import type { RemoveRecipientRequest as _svc_broadcasts_v1_RemoveRecipientRequest, RemoveRecipientRequest__Output as _svc_broadcasts_v1_RemoveRecipientRequest__Output } from '../../../svc/broadcasts/v1/RemoveRecipientRequest';
import type { RemoveRecipientResponse as _svc_broadcasts_v1_RemoveRecipientResponse, RemoveRecipientResponse__Output as _svc_broadcasts_v1_RemoveRecipientResponse__Output } from '../../../svc/broadcasts/v1/RemoveRecipientResponse';
import type { ResumeBroadcastRequest as _svc_broadcasts_v1_ResumeBroadcastRequest, ResumeBroadcastRequest__Output as _svc_broadcasts_v1_ResumeBroadcastRequest__Output } from '../../../svc/broadcasts/v1/ResumeBroadcastRequest';
import type { ResumeBroadcastResponse as _svc_broadcasts_v1_ResumeBroadcastResponse, ResumeBroadcastResponse__Output as _svc_broadcasts_v1_ResumeBroadcastResponse__Output } from '../../../svc/broadcasts/v1/ResumeBroadcastResponse';
import type { ScheduleBroadcastRequest as _svc_broadcasts_v1_ScheduleBroadcastRequest, ScheduleBroadcastRequest__Output as _svc_broadcasts_v1_ScheduleBroadcastRequest__Output } from '../../../svc/broadcasts/v1/ScheduleBroadcastRequest';
import type { ScheduleBroadcastResponse as _svc_broadcasts_v1_ScheduleBroadcastResponse, ScheduleBroadcastResponse__Output as _svc_broadcasts_v1_ScheduleBroadcastResponse__Output } from '../../../svc/broadcasts/v1/ScheduleBroadcastResponse';
import type { SendBroadcastRequest as _svc_broadcasts_v1_SendBroadcastRequest, SendBroadcastRequest__Output as _svc_broadcasts_v1_SendBroadcastRequest__Output } from '../../../svc/broadcasts/v1/SendBroadcastRequest';
import type { SendBroadcastResponse as _svc_broadcasts_v1_SendBroadcastResponse, SendBroadcastResponse__Output as _svc_broadcasts_v1_SendBroadcastResponse__Output } from '../../../svc/broadcasts/v1/SendBroadcastResponse';
import type { StopBroadcastRequest as _svc_broadcasts_v1_StopBroadcastRequest, StopBroadcastRequest__Output as _svc_broadcasts_v1_StopBroadcastRequest__Output } from '../../../svc/broadcasts/v1/StopBroadcastRequest';
import type { StopBroadcastResponse as _svc_broadcasts_v1_StopBroadcastResponse, StopBroadcastResponse__Output as _svc_broadcasts_v1_StopBroadcastResponse__Output } from '../../../svc/broadcasts/v1/StopBroadcastResponse';
import type { UpdateBroadcastRequest as _svc_broadcasts_v1_UpdateBroadcastRequest, UpdateBroadcastRequest__Output as _svc_broadcasts_v1_UpdateBroadcastRequest__Output } from '../../../svc/broadcasts/v1/UpdateBroadcastRequest';
import type { UpdateBroadcastResponse as _svc_broadcasts_v1_UpdateBroadcastResponse, UpdateBroadcastResponse__Output as _svc_broadcasts_v1_UpdateBroadcastResponse__Output } from '../../../svc/broadcasts/v1/UpdateBroadcastResponse';

/**
 * Broadcasts of a project, their recipients and their delivery.
 */
export interface BroadcastsServiceClient extends grpc.Client {
  /**
   * POST /messaging/broadcasts/{broadcast_id}/recipients (up to 1,000 per call; draft or scheduled)
   */
  AddRecipients(argument: _svc_broadcasts_v1_AddRecipientsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_AddRecipientsResponse__Output>): grpc.ClientUnaryCall;
  AddRecipients(argument: _svc_broadcasts_v1_AddRecipientsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_AddRecipientsResponse__Output>): grpc.ClientUnaryCall;
  AddRecipients(argument: _svc_broadcasts_v1_AddRecipientsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_AddRecipientsResponse__Output>): grpc.ClientUnaryCall;
  AddRecipients(argument: _svc_broadcasts_v1_AddRecipientsRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_AddRecipientsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/broadcasts/{broadcast_id}/recipients (up to 1,000 per call; draft or scheduled)
   */
  addRecipients(argument: _svc_broadcasts_v1_AddRecipientsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_AddRecipientsResponse__Output>): grpc.ClientUnaryCall;
  addRecipients(argument: _svc_broadcasts_v1_AddRecipientsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_AddRecipientsResponse__Output>): grpc.ClientUnaryCall;
  addRecipients(argument: _svc_broadcasts_v1_AddRecipientsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_AddRecipientsResponse__Output>): grpc.ClientUnaryCall;
  addRecipients(argument: _svc_broadcasts_v1_AddRecipientsRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_AddRecipientsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/broadcasts/{broadcast_id}/cancel (scheduled -> draft)
   */
  CancelBroadcast(argument: _svc_broadcasts_v1_CancelBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_CancelBroadcastResponse__Output>): grpc.ClientUnaryCall;
  CancelBroadcast(argument: _svc_broadcasts_v1_CancelBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_CancelBroadcastResponse__Output>): grpc.ClientUnaryCall;
  CancelBroadcast(argument: _svc_broadcasts_v1_CancelBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_CancelBroadcastResponse__Output>): grpc.ClientUnaryCall;
  CancelBroadcast(argument: _svc_broadcasts_v1_CancelBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_CancelBroadcastResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/broadcasts/{broadcast_id}/cancel (scheduled -> draft)
   */
  cancelBroadcast(argument: _svc_broadcasts_v1_CancelBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_CancelBroadcastResponse__Output>): grpc.ClientUnaryCall;
  cancelBroadcast(argument: _svc_broadcasts_v1_CancelBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_CancelBroadcastResponse__Output>): grpc.ClientUnaryCall;
  cancelBroadcast(argument: _svc_broadcasts_v1_CancelBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_CancelBroadcastResponse__Output>): grpc.ClientUnaryCall;
  cancelBroadcast(argument: _svc_broadcasts_v1_CancelBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_CancelBroadcastResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /messaging/broadcasts/{broadcast_id}/recipients (draft or scheduled; a scheduled broadcast returns to draft)
   */
  ClearRecipients(argument: _svc_broadcasts_v1_ClearRecipientsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ClearRecipientsResponse__Output>): grpc.ClientUnaryCall;
  ClearRecipients(argument: _svc_broadcasts_v1_ClearRecipientsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_ClearRecipientsResponse__Output>): grpc.ClientUnaryCall;
  ClearRecipients(argument: _svc_broadcasts_v1_ClearRecipientsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ClearRecipientsResponse__Output>): grpc.ClientUnaryCall;
  ClearRecipients(argument: _svc_broadcasts_v1_ClearRecipientsRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_ClearRecipientsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /messaging/broadcasts/{broadcast_id}/recipients (draft or scheduled; a scheduled broadcast returns to draft)
   */
  clearRecipients(argument: _svc_broadcasts_v1_ClearRecipientsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ClearRecipientsResponse__Output>): grpc.ClientUnaryCall;
  clearRecipients(argument: _svc_broadcasts_v1_ClearRecipientsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_ClearRecipientsResponse__Output>): grpc.ClientUnaryCall;
  clearRecipients(argument: _svc_broadcasts_v1_ClearRecipientsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ClearRecipientsResponse__Output>): grpc.ClientUnaryCall;
  clearRecipients(argument: _svc_broadcasts_v1_ClearRecipientsRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_ClearRecipientsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/broadcasts
   */
  CreateBroadcast(argument: _svc_broadcasts_v1_CreateBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_CreateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  CreateBroadcast(argument: _svc_broadcasts_v1_CreateBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_CreateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  CreateBroadcast(argument: _svc_broadcasts_v1_CreateBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_CreateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  CreateBroadcast(argument: _svc_broadcasts_v1_CreateBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_CreateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/broadcasts
   */
  createBroadcast(argument: _svc_broadcasts_v1_CreateBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_CreateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  createBroadcast(argument: _svc_broadcasts_v1_CreateBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_CreateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  createBroadcast(argument: _svc_broadcasts_v1_CreateBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_CreateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  createBroadcast(argument: _svc_broadcasts_v1_CreateBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_CreateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /messaging/broadcasts/{broadcast_id} (draft only)
   */
  DeleteBroadcast(argument: _svc_broadcasts_v1_DeleteBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_DeleteBroadcastResponse__Output>): grpc.ClientUnaryCall;
  DeleteBroadcast(argument: _svc_broadcasts_v1_DeleteBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_DeleteBroadcastResponse__Output>): grpc.ClientUnaryCall;
  DeleteBroadcast(argument: _svc_broadcasts_v1_DeleteBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_DeleteBroadcastResponse__Output>): grpc.ClientUnaryCall;
  DeleteBroadcast(argument: _svc_broadcasts_v1_DeleteBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_DeleteBroadcastResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /messaging/broadcasts/{broadcast_id} (draft only)
   */
  deleteBroadcast(argument: _svc_broadcasts_v1_DeleteBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_DeleteBroadcastResponse__Output>): grpc.ClientUnaryCall;
  deleteBroadcast(argument: _svc_broadcasts_v1_DeleteBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_DeleteBroadcastResponse__Output>): grpc.ClientUnaryCall;
  deleteBroadcast(argument: _svc_broadcasts_v1_DeleteBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_DeleteBroadcastResponse__Output>): grpc.ClientUnaryCall;
  deleteBroadcast(argument: _svc_broadcasts_v1_DeleteBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_DeleteBroadcastResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/broadcasts/{broadcast_id}/duplicate (a copy in `copying`, filled in the background)
   */
  DuplicateBroadcast(argument: _svc_broadcasts_v1_DuplicateBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_DuplicateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  DuplicateBroadcast(argument: _svc_broadcasts_v1_DuplicateBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_DuplicateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  DuplicateBroadcast(argument: _svc_broadcasts_v1_DuplicateBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_DuplicateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  DuplicateBroadcast(argument: _svc_broadcasts_v1_DuplicateBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_DuplicateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/broadcasts/{broadcast_id}/duplicate (a copy in `copying`, filled in the background)
   */
  duplicateBroadcast(argument: _svc_broadcasts_v1_DuplicateBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_DuplicateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  duplicateBroadcast(argument: _svc_broadcasts_v1_DuplicateBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_DuplicateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  duplicateBroadcast(argument: _svc_broadcasts_v1_DuplicateBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_DuplicateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  duplicateBroadcast(argument: _svc_broadcasts_v1_DuplicateBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_DuplicateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/broadcasts/{broadcast_id}
   */
  GetBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  GetBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  GetBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  GetBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/broadcasts/{broadcast_id}
   */
  getBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  getBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  getBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  getBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/broadcasts
   */
  ListBroadcasts(argument: _svc_broadcasts_v1_ListBroadcastsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ListBroadcastsResponse__Output>): grpc.ClientUnaryCall;
  ListBroadcasts(argument: _svc_broadcasts_v1_ListBroadcastsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_ListBroadcastsResponse__Output>): grpc.ClientUnaryCall;
  ListBroadcasts(argument: _svc_broadcasts_v1_ListBroadcastsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ListBroadcastsResponse__Output>): grpc.ClientUnaryCall;
  ListBroadcasts(argument: _svc_broadcasts_v1_ListBroadcastsRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_ListBroadcastsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/broadcasts
   */
  listBroadcasts(argument: _svc_broadcasts_v1_ListBroadcastsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ListBroadcastsResponse__Output>): grpc.ClientUnaryCall;
  listBroadcasts(argument: _svc_broadcasts_v1_ListBroadcastsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_ListBroadcastsResponse__Output>): grpc.ClientUnaryCall;
  listBroadcasts(argument: _svc_broadcasts_v1_ListBroadcastsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ListBroadcastsResponse__Output>): grpc.ClientUnaryCall;
  listBroadcasts(argument: _svc_broadcasts_v1_ListBroadcastsRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_ListBroadcastsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/broadcasts/{broadcast_id}/recipients (newest first)
   */
  ListRecipients(argument: _svc_broadcasts_v1_ListRecipientsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ListRecipientsResponse__Output>): grpc.ClientUnaryCall;
  ListRecipients(argument: _svc_broadcasts_v1_ListRecipientsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_ListRecipientsResponse__Output>): grpc.ClientUnaryCall;
  ListRecipients(argument: _svc_broadcasts_v1_ListRecipientsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ListRecipientsResponse__Output>): grpc.ClientUnaryCall;
  ListRecipients(argument: _svc_broadcasts_v1_ListRecipientsRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_ListRecipientsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/broadcasts/{broadcast_id}/recipients (newest first)
   */
  listRecipients(argument: _svc_broadcasts_v1_ListRecipientsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ListRecipientsResponse__Output>): grpc.ClientUnaryCall;
  listRecipients(argument: _svc_broadcasts_v1_ListRecipientsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_ListRecipientsResponse__Output>): grpc.ClientUnaryCall;
  listRecipients(argument: _svc_broadcasts_v1_ListRecipientsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ListRecipientsResponse__Output>): grpc.ClientUnaryCall;
  listRecipients(argument: _svc_broadcasts_v1_ListRecipientsRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_ListRecipientsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /messaging/broadcasts/{broadcast_id}/recipients/{recipient_id} (draft or scheduled)
   */
  RemoveRecipient(argument: _svc_broadcasts_v1_RemoveRecipientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_RemoveRecipientResponse__Output>): grpc.ClientUnaryCall;
  RemoveRecipient(argument: _svc_broadcasts_v1_RemoveRecipientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_RemoveRecipientResponse__Output>): grpc.ClientUnaryCall;
  RemoveRecipient(argument: _svc_broadcasts_v1_RemoveRecipientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_RemoveRecipientResponse__Output>): grpc.ClientUnaryCall;
  RemoveRecipient(argument: _svc_broadcasts_v1_RemoveRecipientRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_RemoveRecipientResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /messaging/broadcasts/{broadcast_id}/recipients/{recipient_id} (draft or scheduled)
   */
  removeRecipient(argument: _svc_broadcasts_v1_RemoveRecipientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_RemoveRecipientResponse__Output>): grpc.ClientUnaryCall;
  removeRecipient(argument: _svc_broadcasts_v1_RemoveRecipientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_RemoveRecipientResponse__Output>): grpc.ClientUnaryCall;
  removeRecipient(argument: _svc_broadcasts_v1_RemoveRecipientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_RemoveRecipientResponse__Output>): grpc.ClientUnaryCall;
  removeRecipient(argument: _svc_broadcasts_v1_RemoveRecipientRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_RemoveRecipientResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/broadcasts/{broadcast_id}/resume (stopped, failed or completed -> sending)
   */
  ResumeBroadcast(argument: _svc_broadcasts_v1_ResumeBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ResumeBroadcastResponse__Output>): grpc.ClientUnaryCall;
  ResumeBroadcast(argument: _svc_broadcasts_v1_ResumeBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_ResumeBroadcastResponse__Output>): grpc.ClientUnaryCall;
  ResumeBroadcast(argument: _svc_broadcasts_v1_ResumeBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ResumeBroadcastResponse__Output>): grpc.ClientUnaryCall;
  ResumeBroadcast(argument: _svc_broadcasts_v1_ResumeBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_ResumeBroadcastResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/broadcasts/{broadcast_id}/resume (stopped, failed or completed -> sending)
   */
  resumeBroadcast(argument: _svc_broadcasts_v1_ResumeBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ResumeBroadcastResponse__Output>): grpc.ClientUnaryCall;
  resumeBroadcast(argument: _svc_broadcasts_v1_ResumeBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_ResumeBroadcastResponse__Output>): grpc.ClientUnaryCall;
  resumeBroadcast(argument: _svc_broadcasts_v1_ResumeBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ResumeBroadcastResponse__Output>): grpc.ClientUnaryCall;
  resumeBroadcast(argument: _svc_broadcasts_v1_ResumeBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_ResumeBroadcastResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/broadcasts/{broadcast_id}/schedule
   */
  ScheduleBroadcast(argument: _svc_broadcasts_v1_ScheduleBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ScheduleBroadcastResponse__Output>): grpc.ClientUnaryCall;
  ScheduleBroadcast(argument: _svc_broadcasts_v1_ScheduleBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_ScheduleBroadcastResponse__Output>): grpc.ClientUnaryCall;
  ScheduleBroadcast(argument: _svc_broadcasts_v1_ScheduleBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ScheduleBroadcastResponse__Output>): grpc.ClientUnaryCall;
  ScheduleBroadcast(argument: _svc_broadcasts_v1_ScheduleBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_ScheduleBroadcastResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/broadcasts/{broadcast_id}/schedule
   */
  scheduleBroadcast(argument: _svc_broadcasts_v1_ScheduleBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ScheduleBroadcastResponse__Output>): grpc.ClientUnaryCall;
  scheduleBroadcast(argument: _svc_broadcasts_v1_ScheduleBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_ScheduleBroadcastResponse__Output>): grpc.ClientUnaryCall;
  scheduleBroadcast(argument: _svc_broadcasts_v1_ScheduleBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_ScheduleBroadcastResponse__Output>): grpc.ClientUnaryCall;
  scheduleBroadcast(argument: _svc_broadcasts_v1_ScheduleBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_ScheduleBroadcastResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/broadcasts/{broadcast_id}/send (draft or scheduled -> sending; stopped, failed or
   * completed -> sending for the pending recipients, as resume scope pending; sending: unchanged)
   */
  SendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  SendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  SendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  SendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/broadcasts/{broadcast_id}/send (draft or scheduled -> sending; stopped, failed or
   * completed -> sending for the pending recipients, as resume scope pending; sending: unchanged)
   */
  sendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  sendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  sendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  sendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/broadcasts/{broadcast_id}/stop (sending -> stopped; pending recipients stay pending)
   */
  StopBroadcast(argument: _svc_broadcasts_v1_StopBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_StopBroadcastResponse__Output>): grpc.ClientUnaryCall;
  StopBroadcast(argument: _svc_broadcasts_v1_StopBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_StopBroadcastResponse__Output>): grpc.ClientUnaryCall;
  StopBroadcast(argument: _svc_broadcasts_v1_StopBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_StopBroadcastResponse__Output>): grpc.ClientUnaryCall;
  StopBroadcast(argument: _svc_broadcasts_v1_StopBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_StopBroadcastResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/broadcasts/{broadcast_id}/stop (sending -> stopped; pending recipients stay pending)
   */
  stopBroadcast(argument: _svc_broadcasts_v1_StopBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_StopBroadcastResponse__Output>): grpc.ClientUnaryCall;
  stopBroadcast(argument: _svc_broadcasts_v1_StopBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_StopBroadcastResponse__Output>): grpc.ClientUnaryCall;
  stopBroadcast(argument: _svc_broadcasts_v1_StopBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_StopBroadcastResponse__Output>): grpc.ClientUnaryCall;
  stopBroadcast(argument: _svc_broadcasts_v1_StopBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_StopBroadcastResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /messaging/broadcasts/{broadcast_id} (draft only)
   */
  UpdateBroadcast(argument: _svc_broadcasts_v1_UpdateBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_UpdateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  UpdateBroadcast(argument: _svc_broadcasts_v1_UpdateBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_UpdateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  UpdateBroadcast(argument: _svc_broadcasts_v1_UpdateBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_UpdateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  UpdateBroadcast(argument: _svc_broadcasts_v1_UpdateBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_UpdateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /messaging/broadcasts/{broadcast_id} (draft only)
   */
  updateBroadcast(argument: _svc_broadcasts_v1_UpdateBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_UpdateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  updateBroadcast(argument: _svc_broadcasts_v1_UpdateBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_UpdateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  updateBroadcast(argument: _svc_broadcasts_v1_UpdateBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_UpdateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  updateBroadcast(argument: _svc_broadcasts_v1_UpdateBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_UpdateBroadcastResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Broadcasts of a project, their recipients and their delivery.
 */
export interface BroadcastsServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /messaging/broadcasts/{broadcast_id}/recipients (up to 1,000 per call; draft or scheduled)
   */
  AddRecipients: grpc.handleUnaryCall<_svc_broadcasts_v1_AddRecipientsRequest__Output, _svc_broadcasts_v1_AddRecipientsResponse>;
  
  /**
   * POST /messaging/broadcasts/{broadcast_id}/cancel (scheduled -> draft)
   */
  CancelBroadcast: grpc.handleUnaryCall<_svc_broadcasts_v1_CancelBroadcastRequest__Output, _svc_broadcasts_v1_CancelBroadcastResponse>;
  
  /**
   * DELETE /messaging/broadcasts/{broadcast_id}/recipients (draft or scheduled; a scheduled broadcast returns to draft)
   */
  ClearRecipients: grpc.handleUnaryCall<_svc_broadcasts_v1_ClearRecipientsRequest__Output, _svc_broadcasts_v1_ClearRecipientsResponse>;
  
  /**
   * POST /messaging/broadcasts
   */
  CreateBroadcast: grpc.handleUnaryCall<_svc_broadcasts_v1_CreateBroadcastRequest__Output, _svc_broadcasts_v1_CreateBroadcastResponse>;
  
  /**
   * DELETE /messaging/broadcasts/{broadcast_id} (draft only)
   */
  DeleteBroadcast: grpc.handleUnaryCall<_svc_broadcasts_v1_DeleteBroadcastRequest__Output, _svc_broadcasts_v1_DeleteBroadcastResponse>;
  
  /**
   * POST /messaging/broadcasts/{broadcast_id}/duplicate (a copy in `copying`, filled in the background)
   */
  DuplicateBroadcast: grpc.handleUnaryCall<_svc_broadcasts_v1_DuplicateBroadcastRequest__Output, _svc_broadcasts_v1_DuplicateBroadcastResponse>;
  
  /**
   * GET /messaging/broadcasts/{broadcast_id}
   */
  GetBroadcast: grpc.handleUnaryCall<_svc_broadcasts_v1_GetBroadcastRequest__Output, _svc_broadcasts_v1_GetBroadcastResponse>;
  
  /**
   * GET /messaging/broadcasts
   */
  ListBroadcasts: grpc.handleUnaryCall<_svc_broadcasts_v1_ListBroadcastsRequest__Output, _svc_broadcasts_v1_ListBroadcastsResponse>;
  
  /**
   * GET /messaging/broadcasts/{broadcast_id}/recipients (newest first)
   */
  ListRecipients: grpc.handleUnaryCall<_svc_broadcasts_v1_ListRecipientsRequest__Output, _svc_broadcasts_v1_ListRecipientsResponse>;
  
  /**
   * DELETE /messaging/broadcasts/{broadcast_id}/recipients/{recipient_id} (draft or scheduled)
   */
  RemoveRecipient: grpc.handleUnaryCall<_svc_broadcasts_v1_RemoveRecipientRequest__Output, _svc_broadcasts_v1_RemoveRecipientResponse>;
  
  /**
   * POST /messaging/broadcasts/{broadcast_id}/resume (stopped, failed or completed -> sending)
   */
  ResumeBroadcast: grpc.handleUnaryCall<_svc_broadcasts_v1_ResumeBroadcastRequest__Output, _svc_broadcasts_v1_ResumeBroadcastResponse>;
  
  /**
   * POST /messaging/broadcasts/{broadcast_id}/schedule
   */
  ScheduleBroadcast: grpc.handleUnaryCall<_svc_broadcasts_v1_ScheduleBroadcastRequest__Output, _svc_broadcasts_v1_ScheduleBroadcastResponse>;
  
  /**
   * POST /messaging/broadcasts/{broadcast_id}/send (draft or scheduled -> sending; stopped, failed or
   * completed -> sending for the pending recipients, as resume scope pending; sending: unchanged)
   */
  SendBroadcast: grpc.handleUnaryCall<_svc_broadcasts_v1_SendBroadcastRequest__Output, _svc_broadcasts_v1_SendBroadcastResponse>;
  
  /**
   * POST /messaging/broadcasts/{broadcast_id}/stop (sending -> stopped; pending recipients stay pending)
   */
  StopBroadcast: grpc.handleUnaryCall<_svc_broadcasts_v1_StopBroadcastRequest__Output, _svc_broadcasts_v1_StopBroadcastResponse>;
  
  /**
   * PATCH /messaging/broadcasts/{broadcast_id} (draft only)
   */
  UpdateBroadcast: grpc.handleUnaryCall<_svc_broadcasts_v1_UpdateBroadcastRequest__Output, _svc_broadcasts_v1_UpdateBroadcastResponse>;
  
}

export interface BroadcastsServiceDefinition extends grpc.ServiceDefinition {
  AddRecipients: MethodDefinition<_svc_broadcasts_v1_AddRecipientsRequest, _svc_broadcasts_v1_AddRecipientsResponse, _svc_broadcasts_v1_AddRecipientsRequest__Output, _svc_broadcasts_v1_AddRecipientsResponse__Output>
  CancelBroadcast: MethodDefinition<_svc_broadcasts_v1_CancelBroadcastRequest, _svc_broadcasts_v1_CancelBroadcastResponse, _svc_broadcasts_v1_CancelBroadcastRequest__Output, _svc_broadcasts_v1_CancelBroadcastResponse__Output>
  ClearRecipients: MethodDefinition<_svc_broadcasts_v1_ClearRecipientsRequest, _svc_broadcasts_v1_ClearRecipientsResponse, _svc_broadcasts_v1_ClearRecipientsRequest__Output, _svc_broadcasts_v1_ClearRecipientsResponse__Output>
  CreateBroadcast: MethodDefinition<_svc_broadcasts_v1_CreateBroadcastRequest, _svc_broadcasts_v1_CreateBroadcastResponse, _svc_broadcasts_v1_CreateBroadcastRequest__Output, _svc_broadcasts_v1_CreateBroadcastResponse__Output>
  DeleteBroadcast: MethodDefinition<_svc_broadcasts_v1_DeleteBroadcastRequest, _svc_broadcasts_v1_DeleteBroadcastResponse, _svc_broadcasts_v1_DeleteBroadcastRequest__Output, _svc_broadcasts_v1_DeleteBroadcastResponse__Output>
  DuplicateBroadcast: MethodDefinition<_svc_broadcasts_v1_DuplicateBroadcastRequest, _svc_broadcasts_v1_DuplicateBroadcastResponse, _svc_broadcasts_v1_DuplicateBroadcastRequest__Output, _svc_broadcasts_v1_DuplicateBroadcastResponse__Output>
  GetBroadcast: MethodDefinition<_svc_broadcasts_v1_GetBroadcastRequest, _svc_broadcasts_v1_GetBroadcastResponse, _svc_broadcasts_v1_GetBroadcastRequest__Output, _svc_broadcasts_v1_GetBroadcastResponse__Output>
  ListBroadcasts: MethodDefinition<_svc_broadcasts_v1_ListBroadcastsRequest, _svc_broadcasts_v1_ListBroadcastsResponse, _svc_broadcasts_v1_ListBroadcastsRequest__Output, _svc_broadcasts_v1_ListBroadcastsResponse__Output>
  ListRecipients: MethodDefinition<_svc_broadcasts_v1_ListRecipientsRequest, _svc_broadcasts_v1_ListRecipientsResponse, _svc_broadcasts_v1_ListRecipientsRequest__Output, _svc_broadcasts_v1_ListRecipientsResponse__Output>
  RemoveRecipient: MethodDefinition<_svc_broadcasts_v1_RemoveRecipientRequest, _svc_broadcasts_v1_RemoveRecipientResponse, _svc_broadcasts_v1_RemoveRecipientRequest__Output, _svc_broadcasts_v1_RemoveRecipientResponse__Output>
  ResumeBroadcast: MethodDefinition<_svc_broadcasts_v1_ResumeBroadcastRequest, _svc_broadcasts_v1_ResumeBroadcastResponse, _svc_broadcasts_v1_ResumeBroadcastRequest__Output, _svc_broadcasts_v1_ResumeBroadcastResponse__Output>
  ScheduleBroadcast: MethodDefinition<_svc_broadcasts_v1_ScheduleBroadcastRequest, _svc_broadcasts_v1_ScheduleBroadcastResponse, _svc_broadcasts_v1_ScheduleBroadcastRequest__Output, _svc_broadcasts_v1_ScheduleBroadcastResponse__Output>
  SendBroadcast: MethodDefinition<_svc_broadcasts_v1_SendBroadcastRequest, _svc_broadcasts_v1_SendBroadcastResponse, _svc_broadcasts_v1_SendBroadcastRequest__Output, _svc_broadcasts_v1_SendBroadcastResponse__Output>
  StopBroadcast: MethodDefinition<_svc_broadcasts_v1_StopBroadcastRequest, _svc_broadcasts_v1_StopBroadcastResponse, _svc_broadcasts_v1_StopBroadcastRequest__Output, _svc_broadcasts_v1_StopBroadcastResponse__Output>
  UpdateBroadcast: MethodDefinition<_svc_broadcasts_v1_UpdateBroadcastRequest, _svc_broadcasts_v1_UpdateBroadcastResponse, _svc_broadcasts_v1_UpdateBroadcastRequest__Output, _svc_broadcasts_v1_UpdateBroadcastResponse__Output>
}
