import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { BroadcastStatusChanged as _svc_broadcasts_v1_BroadcastStatusChanged, BroadcastStatusChanged__Output as _svc_broadcasts_v1_BroadcastStatusChanged__Output } from './svc/broadcasts/v1/BroadcastStatusChanged';
import type { UpstreamCallRecord as _svc_common_v1_UpstreamCallRecord, UpstreamCallRecord__Output as _svc_common_v1_UpstreamCallRecord__Output } from './svc/common/v1/UpstreamCallRecord';
import type { UpstreamCallsRecorded as _svc_common_v1_UpstreamCallsRecorded, UpstreamCallsRecorded__Output as _svc_common_v1_UpstreamCallsRecorded__Output } from './svc/common/v1/UpstreamCallsRecorded';
import type { CustomerEvent as _svc_contacts_v1_CustomerEvent, CustomerEvent__Output as _svc_contacts_v1_CustomerEvent__Output } from './svc/contacts/v1/CustomerEvent';
import type { InboxChanged as _svc_contacts_v1_InboxChanged, InboxChanged__Output as _svc_contacts_v1_InboxChanged__Output } from './svc/contacts/v1/InboxChanged';
import type { AllocationRevoked as _svc_funding_v1_AllocationRevoked, AllocationRevoked__Output as _svc_funding_v1_AllocationRevoked__Output } from './svc/funding/v1/AllocationRevoked';
import type { CreditsLow as _svc_funding_v1_CreditsLow, CreditsLow__Output as _svc_funding_v1_CreditsLow__Output } from './svc/funding/v1/CreditsLow';
import type { FundingRevocationRequested as _svc_funding_v1_FundingRevocationRequested, FundingRevocationRequested__Output as _svc_funding_v1_FundingRevocationRequested__Output } from './svc/funding/v1/FundingRevocationRequested';
import type { FundingRunFailed as _svc_funding_v1_FundingRunFailed, FundingRunFailed__Output as _svc_funding_v1_FundingRunFailed__Output } from './svc/funding/v1/FundingRunFailed';
import type { FundingRunRequested as _svc_funding_v1_FundingRunRequested, FundingRunRequested__Output as _svc_funding_v1_FundingRunRequested__Output } from './svc/funding/v1/FundingRunRequested';
import type { AccountDisabled as _svc_messaging_proxy_v1_AccountDisabled, AccountDisabled__Output as _svc_messaging_proxy_v1_AccountDisabled__Output } from './svc/messaging_proxy/v1/AccountDisabled';
import type { AccountReinstated as _svc_messaging_proxy_v1_AccountReinstated, AccountReinstated__Output as _svc_messaging_proxy_v1_AccountReinstated__Output } from './svc/messaging_proxy/v1/AccountReinstated';
import type { AccountRestricted as _svc_messaging_proxy_v1_AccountRestricted, AccountRestricted__Output as _svc_messaging_proxy_v1_AccountRestricted__Output } from './svc/messaging_proxy/v1/AccountRestricted';
import type { AccountRestriction as _svc_messaging_proxy_v1_AccountRestriction, AccountRestriction__Output as _svc_messaging_proxy_v1_AccountRestriction__Output } from './svc/messaging_proxy/v1/AccountRestriction';
import type { AccountViolated as _svc_messaging_proxy_v1_AccountViolated, AccountViolated__Output as _svc_messaging_proxy_v1_AccountViolated__Output } from './svc/messaging_proxy/v1/AccountViolated';
import type { CallPriced as _svc_messaging_proxy_v1_CallPriced, CallPriced__Output as _svc_messaging_proxy_v1_CallPriced__Output } from './svc/messaging_proxy/v1/CallPriced';
import type { ConversationChangeReceived as _svc_messaging_proxy_v1_ConversationChangeReceived, ConversationChangeReceived__Output as _svc_messaging_proxy_v1_ConversationChangeReceived__Output } from './svc/messaging_proxy/v1/ConversationChangeReceived';
import type { Disconnection as _svc_messaging_proxy_v1_Disconnection, Disconnection__Output as _svc_messaging_proxy_v1_Disconnection__Output } from './svc/messaging_proxy/v1/Disconnection';
import type { DisplayNameRequestReviewed as _svc_messaging_proxy_v1_DisplayNameRequestReviewed, DisplayNameRequestReviewed__Output as _svc_messaging_proxy_v1_DisplayNameRequestReviewed__Output } from './svc/messaging_proxy/v1/DisplayNameRequestReviewed';
import type { EventPhoneNumber as _svc_messaging_proxy_v1_EventPhoneNumber, EventPhoneNumber__Output as _svc_messaging_proxy_v1_EventPhoneNumber__Output } from './svc/messaging_proxy/v1/EventPhoneNumber';
import type { EventSource as _svc_messaging_proxy_v1_EventSource, EventSource__Output as _svc_messaging_proxy_v1_EventSource__Output } from './svc/messaging_proxy/v1/EventSource';
import type { FlowNotificationReceived as _svc_messaging_proxy_v1_FlowNotificationReceived, FlowNotificationReceived__Output as _svc_messaging_proxy_v1_FlowNotificationReceived__Output } from './svc/messaging_proxy/v1/FlowNotificationReceived';
import type { MessagePriced as _svc_messaging_proxy_v1_MessagePriced, MessagePriced__Output as _svc_messaging_proxy_v1_MessagePriced__Output } from './svc/messaging_proxy/v1/MessagePriced';
import type { OutboundMessageRefused as _svc_messaging_proxy_v1_OutboundMessageRefused, OutboundMessageRefused__Output as _svc_messaging_proxy_v1_OutboundMessageRefused__Output } from './svc/messaging_proxy/v1/OutboundMessageRefused';
import type { OutboundMessageSent as _svc_messaging_proxy_v1_OutboundMessageSent, OutboundMessageSent__Output as _svc_messaging_proxy_v1_OutboundMessageSent__Output } from './svc/messaging_proxy/v1/OutboundMessageSent';
import type { PhoneNumberCreated as _svc_messaging_proxy_v1_PhoneNumberCreated, PhoneNumberCreated__Output as _svc_messaging_proxy_v1_PhoneNumberCreated__Output } from './svc/messaging_proxy/v1/PhoneNumberCreated';
import type { PhoneNumberDisconnected as _svc_messaging_proxy_v1_PhoneNumberDisconnected, PhoneNumberDisconnected__Output as _svc_messaging_proxy_v1_PhoneNumberDisconnected__Output } from './svc/messaging_proxy/v1/PhoneNumberDisconnected';
import type { PhoneNumberOffboarded as _svc_messaging_proxy_v1_PhoneNumberOffboarded, PhoneNumberOffboarded__Output as _svc_messaging_proxy_v1_PhoneNumberOffboarded__Output } from './svc/messaging_proxy/v1/PhoneNumberOffboarded';
import type { PhoneNumberQualityChanged as _svc_messaging_proxy_v1_PhoneNumberQualityChanged, PhoneNumberQualityChanged__Output as _svc_messaging_proxy_v1_PhoneNumberQualityChanged__Output } from './svc/messaging_proxy/v1/PhoneNumberQualityChanged';
import type { PhoneNumberReconnected as _svc_messaging_proxy_v1_PhoneNumberReconnected, PhoneNumberReconnected__Output as _svc_messaging_proxy_v1_PhoneNumberReconnected__Output } from './svc/messaging_proxy/v1/PhoneNumberReconnected';
import type { SendAccepted as _svc_messaging_proxy_v1_SendAccepted, SendAccepted__Output as _svc_messaging_proxy_v1_SendAccepted__Output } from './svc/messaging_proxy/v1/SendAccepted';
import type { TemplateStatusChanged as _svc_messaging_proxy_v1_TemplateStatusChanged, TemplateStatusChanged__Output as _svc_messaging_proxy_v1_TemplateStatusChanged__Output } from './svc/messaging_proxy/v1/TemplateStatusChanged';
import type { Thread as _svc_messaging_proxy_v1_Thread, Thread__Output as _svc_messaging_proxy_v1_Thread__Output } from './svc/messaging_proxy/v1/Thread';
import type { ThreadChanged as _svc_messaging_proxy_v1_ThreadChanged, ThreadChanged__Output as _svc_messaging_proxy_v1_ThreadChanged__Output } from './svc/messaging_proxy/v1/ThreadChanged';
import type { ThreadControlReceived as _svc_messaging_proxy_v1_ThreadControlReceived, ThreadControlReceived__Output as _svc_messaging_proxy_v1_ThreadControlReceived__Output } from './svc/messaging_proxy/v1/ThreadControlReceived';
import type { ThreadStandby as _svc_messaging_proxy_v1_ThreadStandby, ThreadStandby__Output as _svc_messaging_proxy_v1_ThreadStandby__Output } from './svc/messaging_proxy/v1/ThreadStandby';
import type { UserPreferenceChanged as _svc_messaging_proxy_v1_UserPreferenceChanged, UserPreferenceChanged__Output as _svc_messaging_proxy_v1_UserPreferenceChanged__Output } from './svc/messaging_proxy/v1/UserPreferenceChanged';
import type { DeliveryAttemptFailed as _svc_webhooks_v1_DeliveryAttemptFailed, DeliveryAttemptFailed__Output as _svc_webhooks_v1_DeliveryAttemptFailed__Output } from './svc/webhooks/v1/DeliveryAttemptFailed';
import type { WebhookDisabled as _svc_webhooks_v1_WebhookDisabled, WebhookDisabled__Output as _svc_webhooks_v1_WebhookDisabled__Output } from './svc/webhooks/v1/WebhookDisabled';
import type { ExecutionEventCreated as _svc_workflows_agent_v1_ExecutionEventCreated, ExecutionEventCreated__Output as _svc_workflows_agent_v1_ExecutionEventCreated__Output } from './svc/workflows_agent/v1/ExecutionEventCreated';
import type { ExecutionWork as _svc_workflows_agent_v1_ExecutionWork, ExecutionWork__Output as _svc_workflows_agent_v1_ExecutionWork__Output } from './svc/workflows_agent/v1/ExecutionWork';
import type { FindingOpened as _svc_workflows_agent_v1_FindingOpened, FindingOpened__Output as _svc_workflows_agent_v1_FindingOpened__Output } from './svc/workflows_agent/v1/FindingOpened';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  svc: {
    broadcasts: {
      v1: {
        BroadcastStatusChanged: MessageTypeDefinition<_svc_broadcasts_v1_BroadcastStatusChanged, _svc_broadcasts_v1_BroadcastStatusChanged__Output>
      }
    }
    common: {
      v1: {
        UpstreamCallRecord: MessageTypeDefinition<_svc_common_v1_UpstreamCallRecord, _svc_common_v1_UpstreamCallRecord__Output>
        UpstreamCallsRecorded: MessageTypeDefinition<_svc_common_v1_UpstreamCallsRecorded, _svc_common_v1_UpstreamCallsRecorded__Output>
      }
    }
    contacts: {
      v1: {
        CustomerEvent: MessageTypeDefinition<_svc_contacts_v1_CustomerEvent, _svc_contacts_v1_CustomerEvent__Output>
        InboxChanged: MessageTypeDefinition<_svc_contacts_v1_InboxChanged, _svc_contacts_v1_InboxChanged__Output>
      }
    }
    funding: {
      v1: {
        AllocationRevoked: MessageTypeDefinition<_svc_funding_v1_AllocationRevoked, _svc_funding_v1_AllocationRevoked__Output>
        CreditsLow: MessageTypeDefinition<_svc_funding_v1_CreditsLow, _svc_funding_v1_CreditsLow__Output>
        FundingRevocationRequested: MessageTypeDefinition<_svc_funding_v1_FundingRevocationRequested, _svc_funding_v1_FundingRevocationRequested__Output>
        FundingRunFailed: MessageTypeDefinition<_svc_funding_v1_FundingRunFailed, _svc_funding_v1_FundingRunFailed__Output>
        FundingRunRequested: MessageTypeDefinition<_svc_funding_v1_FundingRunRequested, _svc_funding_v1_FundingRunRequested__Output>
      }
    }
    messaging_proxy: {
      v1: {
        AccountDisabled: MessageTypeDefinition<_svc_messaging_proxy_v1_AccountDisabled, _svc_messaging_proxy_v1_AccountDisabled__Output>
        AccountReinstated: MessageTypeDefinition<_svc_messaging_proxy_v1_AccountReinstated, _svc_messaging_proxy_v1_AccountReinstated__Output>
        AccountRestricted: MessageTypeDefinition<_svc_messaging_proxy_v1_AccountRestricted, _svc_messaging_proxy_v1_AccountRestricted__Output>
        AccountRestriction: MessageTypeDefinition<_svc_messaging_proxy_v1_AccountRestriction, _svc_messaging_proxy_v1_AccountRestriction__Output>
        AccountViolated: MessageTypeDefinition<_svc_messaging_proxy_v1_AccountViolated, _svc_messaging_proxy_v1_AccountViolated__Output>
        CallPriced: MessageTypeDefinition<_svc_messaging_proxy_v1_CallPriced, _svc_messaging_proxy_v1_CallPriced__Output>
        ConversationChangeReceived: MessageTypeDefinition<_svc_messaging_proxy_v1_ConversationChangeReceived, _svc_messaging_proxy_v1_ConversationChangeReceived__Output>
        Disconnection: MessageTypeDefinition<_svc_messaging_proxy_v1_Disconnection, _svc_messaging_proxy_v1_Disconnection__Output>
        DisplayNameRequestReviewed: MessageTypeDefinition<_svc_messaging_proxy_v1_DisplayNameRequestReviewed, _svc_messaging_proxy_v1_DisplayNameRequestReviewed__Output>
        EventPhoneNumber: MessageTypeDefinition<_svc_messaging_proxy_v1_EventPhoneNumber, _svc_messaging_proxy_v1_EventPhoneNumber__Output>
        EventSource: MessageTypeDefinition<_svc_messaging_proxy_v1_EventSource, _svc_messaging_proxy_v1_EventSource__Output>
        FlowNotificationReceived: MessageTypeDefinition<_svc_messaging_proxy_v1_FlowNotificationReceived, _svc_messaging_proxy_v1_FlowNotificationReceived__Output>
        MessagePriced: MessageTypeDefinition<_svc_messaging_proxy_v1_MessagePriced, _svc_messaging_proxy_v1_MessagePriced__Output>
        OutboundMessageRefused: MessageTypeDefinition<_svc_messaging_proxy_v1_OutboundMessageRefused, _svc_messaging_proxy_v1_OutboundMessageRefused__Output>
        OutboundMessageSent: MessageTypeDefinition<_svc_messaging_proxy_v1_OutboundMessageSent, _svc_messaging_proxy_v1_OutboundMessageSent__Output>
        PhoneNumberCreated: MessageTypeDefinition<_svc_messaging_proxy_v1_PhoneNumberCreated, _svc_messaging_proxy_v1_PhoneNumberCreated__Output>
        PhoneNumberDisconnected: MessageTypeDefinition<_svc_messaging_proxy_v1_PhoneNumberDisconnected, _svc_messaging_proxy_v1_PhoneNumberDisconnected__Output>
        PhoneNumberOffboarded: MessageTypeDefinition<_svc_messaging_proxy_v1_PhoneNumberOffboarded, _svc_messaging_proxy_v1_PhoneNumberOffboarded__Output>
        PhoneNumberQualityChanged: MessageTypeDefinition<_svc_messaging_proxy_v1_PhoneNumberQualityChanged, _svc_messaging_proxy_v1_PhoneNumberQualityChanged__Output>
        PhoneNumberReconnected: MessageTypeDefinition<_svc_messaging_proxy_v1_PhoneNumberReconnected, _svc_messaging_proxy_v1_PhoneNumberReconnected__Output>
        SendAccepted: MessageTypeDefinition<_svc_messaging_proxy_v1_SendAccepted, _svc_messaging_proxy_v1_SendAccepted__Output>
        TemplateStatusChanged: MessageTypeDefinition<_svc_messaging_proxy_v1_TemplateStatusChanged, _svc_messaging_proxy_v1_TemplateStatusChanged__Output>
        Thread: MessageTypeDefinition<_svc_messaging_proxy_v1_Thread, _svc_messaging_proxy_v1_Thread__Output>
        ThreadChanged: MessageTypeDefinition<_svc_messaging_proxy_v1_ThreadChanged, _svc_messaging_proxy_v1_ThreadChanged__Output>
        ThreadControlReceived: MessageTypeDefinition<_svc_messaging_proxy_v1_ThreadControlReceived, _svc_messaging_proxy_v1_ThreadControlReceived__Output>
        ThreadStandby: MessageTypeDefinition<_svc_messaging_proxy_v1_ThreadStandby, _svc_messaging_proxy_v1_ThreadStandby__Output>
        UserPreferenceChanged: MessageTypeDefinition<_svc_messaging_proxy_v1_UserPreferenceChanged, _svc_messaging_proxy_v1_UserPreferenceChanged__Output>
      }
    }
    webhooks: {
      v1: {
        DeliveryAttemptFailed: MessageTypeDefinition<_svc_webhooks_v1_DeliveryAttemptFailed, _svc_webhooks_v1_DeliveryAttemptFailed__Output>
        WebhookDisabled: MessageTypeDefinition<_svc_webhooks_v1_WebhookDisabled, _svc_webhooks_v1_WebhookDisabled__Output>
      }
    }
    workflows_agent: {
      v1: {
        ExecutionEventCreated: MessageTypeDefinition<_svc_workflows_agent_v1_ExecutionEventCreated, _svc_workflows_agent_v1_ExecutionEventCreated__Output>
        ExecutionWork: MessageTypeDefinition<_svc_workflows_agent_v1_ExecutionWork, _svc_workflows_agent_v1_ExecutionWork__Output>
        FindingOpened: MessageTypeDefinition<_svc_workflows_agent_v1_FindingOpened, _svc_workflows_agent_v1_FindingOpened__Output>
      }
    }
  }
}

